// GET /api/exports/{id}/download: only the user who asked for the export, in the group they asked in,
// gets the file; anyone else (and an unfinished export) gets 404.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { XLSX_TYPE } from "@/lib/audit-logs/audit-workbook";
import { db } from "@/lib/db/client";
import { readExportFile } from "./export-files";
import type { TExportIdParam } from "./exports.types";

export async function downloadExport(ctx: RequestContext, input: TExportIdParam): Promise<Response> {
  const job = await db.exportJob.findFirst({
    where: { id: input.id, userId: ctx.user.id, groupId: ctx.group.id, status: "finished" },
  });
  if (!job?.filePath) throw AppError.notFound("Export");
  const content = await readExportFile(job.filePath).catch(() => {
    throw AppError.notFound("Export");
  });
  const name = (job.fileName ?? "export.xlsx").replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function exportStatus(ctx: RequestContext, input: TExportIdParam) {
  const job = await db.exportJob.findFirst({ where: { id: input.id, userId: ctx.user.id, groupId: ctx.group.id } });
  if (!job) throw AppError.notFound("Export");
  return {
    export_id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    file_name: job.fileName,
    download_url: job.status === "finished" ? `/api/exports/${job.id}/download` : null,
  };
}
