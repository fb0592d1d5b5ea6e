// POST /api/exports/start: an export asked for by the caller becomes a background job. The rights are
// checked now (and again when it runs); the caller gets an export_generation notification with a progress
// bar at once, and export_ready with its download link when the file is there. Audited: an export is how
// data leaves the product.
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { EXPORT_KINDS, type ExportKindName } from "./export-kinds";
import { requireExcelExport } from "./require-excel-export";
import type { TStartExportInput } from "./exports.types";

export function assertMayExport(ctx: RequestContext, kindName: ExportKindName): void {
  const kind = EXPORT_KINDS[kindName];
  if (!canAccessArea(ctx.subject, kind.area) || !can(ctx.subject, kind.permission)) throw AppError.forbidden();
  requireExcelExport(ctx);
}

export function exportFileName(kindName: ExportKindName, now = new Date()): string {
  return `${EXPORT_KINDS[kindName].fileBase}-${now.toISOString().slice(0, 10)}.xlsx`;
}

export async function startExport(ctx: RequestContext, input: TStartExportInput) {
  assertMayExport(ctx, input.kind);
  const filters = EXPORT_KINDS[input.kind].filters.parse(input.filters ?? {}) as Record<string, unknown>;
  const fileName = exportFileName(input.kind);
  const job = await db.$transaction(async (tx) => {
    const created = await tx.exportJob.create({
      data: {
        groupId: ctx.group.id,
        userId: ctx.user.id,
        kind: input.kind,
        params: filters as Prisma.InputJsonValue,
        fileName,
      },
    });
    await recordAudit(tx, ctx, {
      action: "export",
      objectType: "export_job",
      objectId: created.id,
      after: { kind: input.kind, filters },
    });
    return created;
  });
  const [notificationId] = await createNotifications({
    groupId: ctx.group.id,
    userIds: [ctx.user.id],
    type: "export_generation",
    progress: 0,
    exportJobId: job.id,
    params: { file: fileName },
  });
  try {
    await enqueue(QUEUES.export, { export_id: job.id });
  } catch (error) {
    await db.exportJob.update({ where: { id: job.id }, data: { status: "failed", error: "queue unavailable" } });
    console.error("[exports] enqueue failed", error);
    throw new AppError("unavailable", "Exports cannot start right now; try again in a moment");
  }
  return { export_id: job.id, notification_id: notificationId ?? null, status: "queued" };
}
