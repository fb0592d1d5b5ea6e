// Starts this process's job workers (scripts/start.ts calls it once the server listens). Every app
// instance may run them: pg-boss hands each job to one worker. Each handler loads its module on its first
// job: the export workbooks, the storage (S3 client) and integration code stay out of the server's memory until a job needs them.
import type { DimonaJob } from "@/lib/dimona/run-dimona-job";
import type { NotifyJob } from "@/lib/documents/notify-file-people";
import { CONTRACT_CHANGES_CRON, getQueue, QUEUES, STORAGE_PURGE_CRON } from "./queue";
import { scheduleWeeklyDigest } from "./weekly-digest";

export async function startJobWorkers(): Promise<void> {
  const boss = await getQueue();
  await boss.work<{ export_id: number }>(QUEUES.export, { pollingIntervalSeconds: 1 }, async (jobs) => {
    const { runExportJob } = await import("@/lib/exports/run-export");
    for (const job of jobs) await runExportJob(job.data.export_id);
  });
  await boss.work(QUEUES.weeklyDigest, async () => {
    const { sendWeeklyDigests } = await import("./weekly-digest");
    await sendWeeklyDigests();
  });
  await boss.work<{ group_id: number }>(QUEUES.leadSync, async (jobs) => {
    const { runLeadSync } = await import("@/lib/settings/run-lead-sync");
    for (const job of jobs) await runLeadSync(job.data.group_id);
  });
  await boss.work<NotifyJob>(QUEUES.documentNotify, { pollingIntervalSeconds: 1 }, async (jobs) => {
    const { runNotifyJob } = await import("@/lib/documents/notify-file-people");
    for (const job of jobs) await runNotifyJob(job.data);
  });
  // A command left `running` by a crash or redeploy (its job expired with the process) is failed so it can be retried.
  const { recoverInterruptedCommands } = await import("@/lib/integrations/recover-commands");
  await recoverInterruptedCommands();
  await boss.work<{ command_id: number }>(QUEUES.integrationCommand, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    const { runCommand } = await import("@/lib/integrations/run-command");
    for (const job of jobs) await runCommand(job.data.command_id);
  });
  // Dimona declarations: send, then poll the RSZ; one left without a job (a lost enqueue) is picked up again.
  await boss.work<DimonaJob>(QUEUES.dimona, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    const { runDimonaJob } = await import("@/lib/dimona/run-dimona-job");
    for (const job of jobs) await runDimonaJob(job.data);
  });
  await boss.work(QUEUES.storagePurge, async () => {
    const { purgeStoredFiles } = await import("@/lib/documents/purge-stored-files");
    await purgeStoredFiles();
  });
  await boss.schedule(QUEUES.storagePurge, STORAGE_PURGE_CRON, null);
  // Approved contract changes whose date has come reach the contract's terms (lib/contracts/apply-due-changes.ts).
  await boss.work(QUEUES.contractChanges, async () => {
    const { applyDueContractChanges } = await import("@/lib/contracts/apply-due-changes");
    await applyDueContractChanges();
  });
  await boss.schedule(QUEUES.contractChanges, CONTRACT_CHANGES_CRON, null, { tz: "Europe/Brussels" });
  await scheduleWeeklyDigest(boss);
  // Last, once every worker listens: re-queue Dimona declarations left open by a restart. A failure here (the
  // database busy, a bad row) is logged and must not keep the other workers from starting.
  try {
    const { resumeDimonaDeclarations } = await import("@/lib/dimona/run-dimona-job");
    await resumeDimonaDeclarations();
  } catch (error) {
    console.error("[dimona] resuming open declarations failed", error instanceof Error ? error.message : error);
  }
}
