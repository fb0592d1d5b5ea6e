// Starts this process's job workers (scripts/start.ts calls it once the server listens). Every app
// instance may run them: pg-boss hands each job to one worker.
import { runNotifyJob, type NotifyJob } from "@/lib/documents/notify-file-people";
import { purgeStoredFiles, STORAGE_PURGE_CRON } from "@/lib/documents/purge-stored-files";
import { runExportJob } from "@/lib/exports/run-export";
import { runCommand } from "@/lib/integrations/run-command";
import { runLeadSync } from "@/lib/settings/run-lead-sync";
import { getQueue, QUEUES } from "./queue";
import { scheduleWeeklyDigest, sendWeeklyDigests } from "./weekly-digest";

export async function startJobWorkers(): Promise<void> {
  const boss = await getQueue();
  await boss.work<{ export_id: number }>(QUEUES.export, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runExportJob(job.data.export_id);
  });
  await boss.work(QUEUES.weeklyDigest, async () => {
    await sendWeeklyDigests();
  });
  await boss.work<{ group_id: number }>(QUEUES.leadSync, async (jobs) => {
    for (const job of jobs) await runLeadSync(job.data.group_id);
  });
  await boss.work<NotifyJob>(QUEUES.documentNotify, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runNotifyJob(job.data);
  });
  await boss.work<{ command_id: number }>(QUEUES.integrationCommand, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await runCommand(job.data.command_id);
  });
  await boss.work(QUEUES.storagePurge, async () => {
    await purgeStoredFiles();
  });
  await boss.schedule(QUEUES.storagePurge, STORAGE_PURGE_CRON, null);
  await scheduleWeeklyDigest(boss);
}
