// POST /api/files/updateFolderName {related_object, related_object_id, folder_name, new_folder_name}.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertFolderNameFree, findFolder } from "./add-folder";
import { documentRights } from "./document-rights";
import type { TUpdateFolderNameInput } from "./documents.types";
import { assertCanKeepFolders, resolveRecord } from "./record-scope";

export async function updateFolderName(ctx: RequestContext, input: TUpdateFolderNameInput) {
  const rights = documentRights(ctx);
  const scope = await resolveRecord(rights, input.related_object, input.related_object_id, "write");
  assertCanKeepFolders(ctx, rights, scope);
  const folder = await findFolder(ctx, scope, input.folder_name);
  await assertFolderNameFree(ctx, scope, input.new_folder_name, folder.id);
  await db.$transaction(async (tx) => {
    await tx.fileFolder.update({ where: { id: folder.id }, data: { name: input.new_folder_name } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "file_folder",
      objectId: folder.id,
      employeeId: scope.employeeId,
      before: { name: folder.name },
      after: { name: input.new_folder_name },
    });
  });
  return { ok: true, folder_name: input.new_folder_name };
}
