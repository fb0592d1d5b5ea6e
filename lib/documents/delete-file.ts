// POST /api/files/delete {file_id}: removes the row (audited) and then its bytes. The bytes go after the
// transaction commits, so a failed delete never leaves a row without its file; a byte delete that fails
// is logged and leaves an orphan the store can lose, never a dangling row.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { fileStore } from "@/lib/storage/file-store";
import type { TFileIdBody } from "./documents.types";
import { fileAuditSnapshot } from "./file-audit";
import { findEditableFile, snapshotOf } from "./editable-file";

export async function deleteFile(ctx: RequestContext, input: TFileIdBody) {
  const { file } = await findEditableFile(ctx, input.file_id);
  await db.$transaction(async (tx) => {
    await tx.file.delete({ where: { id: file.id } });
    await recordAudit(tx, ctx, { action: "delete", objectType: "file", objectId: file.id, employeeId: file.employeeId, before: fileAuditSnapshot(snapshotOf(file)) });
  });
  await fileStore()
    .delete(file.storageKey)
    .catch((error) => console.error(`[documents] deleting the bytes of file ${file.id} failed:`, error instanceof Error ? error.message : error));
  return { ok: true, file_id: file.id };
}
