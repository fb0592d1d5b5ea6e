// POST /api/files/delete {file_id}: removes the row (audited) and then its bytes. The bytes go after the
// transaction commits (a trigger queued them, lib/documents/purge-stored-files.ts), so a failed delete
// never leaves a row without its file; a byte delete that fails is retried by the storage-purge job.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TFileIdBody } from "./documents.types";
import { fileAuditSnapshot } from "./file-audit";
import { findEditableFile, snapshotOf } from "./editable-file";
import { purgeStoredFiles } from "./purge-stored-files";

export async function deleteFile(ctx: RequestContext, input: TFileIdBody) {
  const { file } = await findEditableFile(ctx, input.file_id);
  await db.$transaction(async (tx) => {
    await tx.file.delete({ where: { id: file.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "file",
      objectId: file.id,
      employeeId: file.employeeId,
      before: fileAuditSnapshot(snapshotOf(file)),
    });
  });
  await purgeStoredFiles({ groupId: ctx.group.id, storageKeys: [file.storageKey] }).catch((error) =>
    console.error(
      `[documents] deleting the bytes of file ${file.id} failed:`,
      error instanceof Error ? error.message : error,
    ),
  );
  return { ok: true, file_id: file.id };
}
