// The export job (queue "export"): builds the workbook with the asking user's rights as they are now,
// reports progress on the export_generation notification (live over realtime, capped at 100), stores the
// file, then replaces the progress notification by export_ready with the download link. A failure marks
// the job failed and tells the browser, which stops the bar.
import { db } from "@/lib/db/client";
import { contextForJob } from "@/lib/jobs/job-context";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { REALTIME_EVENTS } from "@/lib/notifications/notification-types";
import { publishToUser } from "@/lib/realtime/publish";
import { EXPORT_KINDS, type ExportKindName } from "./export-kinds";
import { saveExportFile } from "./export-files";
import { assertMayExport } from "./start-export";

export async function runExportJob(exportId: number): Promise<void> {
  const job = await db.exportJob.findUnique({ where: { id: exportId } });
  if (!job || job.status === "finished") return;
  const generation = await db.notification.findFirst({
    where: { exportJobId: job.id, type: "export_generation" },
    select: { id: true },
  });
  const tell = (progress: number, extra: Record<string, unknown> = {}) =>
    publishToUser(job.userId, REALTIME_EVENTS.exportProgress, {
      group_id: job.groupId,
      export_id: job.id,
      notification_id: generation?.id ?? null,
      progress,
      finished: false,
      ...extra,
    });
  let last = 0;
  const progress = async (percent: number) => {
    const value = Math.min(100, Math.max(last, Math.round(percent)));
    if (value === last) return;
    last = value;
    if (generation) await db.notification.update({ where: { id: generation.id }, data: { progress: value } });
    await tell(value);
  };

  try {
    await db.exportJob.update({ where: { id: job.id }, data: { status: "running" } });
    const ctx = await contextForJob(job.userId, job.groupId);
    if (!ctx) throw new Error("the user no longer has access to this company");
    const kindName = job.kind as ExportKindName;
    if (!(kindName in EXPORT_KINDS)) throw new Error(`unknown export kind ${job.kind}`);
    assertMayExport(ctx, kindName);
    await progress(5);
    const kind = EXPORT_KINDS[kindName];
    const filters = kind.filters.parse(job.params ?? {});
    const content = await kind.build(ctx, filters as never, progress);
    await progress(95);
    const filePath = await saveExportFile(job.groupId, content);
    await db.exportJob.update({
      where: { id: job.id },
      data: { status: "finished", progress: 100, filePath, finishedAt: new Date() },
    });
    if (generation) await db.notification.deleteMany({ where: { id: generation.id } });
    const [readyId] = await createNotifications({
      groupId: job.groupId,
      userIds: [job.userId],
      type: "export_ready",
      exportJobId: job.id,
      targetUrl: `/api/exports/${job.id}/download`,
      params: { file: job.fileName ?? "export.xlsx" },
    });
    await tell(100, { finished: true, ready_notification_id: readyId ?? null });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[exports] export ${job.id} failed:`, message);
    await db.exportJob.update({ where: { id: job.id }, data: { status: "failed", error: message.slice(0, 500) } });
    // The progress notification keeps saying so after a reload.
    if (generation)
      await db.notification.update({
        where: { id: generation.id },
        data: { params: { file: job.fileName ?? "", failed: true } },
      });
    await tell(last, { finished: true, failed: true });
  }
}
