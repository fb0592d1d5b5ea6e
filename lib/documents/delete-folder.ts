// POST /api/files/deleteFolder {related_object, related_object_id, folder_name}: removes a folder; its
// files move to the default folder (nothing is lost, so no 409 for a folder that is not empty).
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findFolder } from "./add-folder";
import { documentRights } from "./document-rights";
import type { TDeleteFolderInput } from "./documents.types";
import { assertCanKeepFolders, resolveRecord } from "./record-scope";

export async function deleteFolder(ctx: RequestContext, input: TDeleteFolderInput) {
  const rights = documentRights(ctx);
  const scope = await resolveRecord(rights, input.related_object, input.related_object_id, "write");
  assertCanKeepFolders(ctx, rights, scope);
  const folder = await findFolder(ctx, scope, input.folder_name);
  const moved = await db.$transaction(async (tx) => {
    const { count } = await tx.file.updateMany({
      where: { groupId: ctx.group.id, folderId: folder.id },
      data: { folderId: null },
    });
    await tx.fileFolder.delete({ where: { id: folder.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "file_folder",
      objectId: folder.id,
      employeeId: scope.employeeId,
      before: { name: folder.name, files: count },
    });
    return count;
  });
  return { ok: true, moved_files: moved };
}
