// POST /api/files/addFolder {related_object, related_object_id, folder_name}: a new, empty folder on a
// record. A name already used on that record (or the default folder's) is a 409.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { documentRights } from "./document-rights";
import { isDefaultFolderName } from "./document-settings";
import type { TAddFolderInput, TFolderJson } from "./documents.types";
import { assertCanKeepFolders, resolveRecord, type RecordScope } from "./record-scope";

export async function addFolder(ctx: RequestContext, input: TAddFolderInput): Promise<TFolderJson> {
  const rights = documentRights(ctx);
  const scope = await resolveRecord(rights, input.related_object, input.related_object_id, "write");
  assertCanKeepFolders(ctx, rights, scope);
  await assertFolderNameFree(ctx, scope, input.folder_name);
  await db.$transaction(async (tx) => {
    const folder = await tx.fileFolder.create({
      data: {
        groupId: ctx.group.id,
        relatedObject: scope.relatedObject,
        employeeId: scope.employeeId,
        scopeKey: scope.scopeKey,
        name: input.folder_name,
      },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "file_folder",
      objectId: folder.id,
      employeeId: scope.employeeId,
      after: { name: folder.name, related_object: scope.relatedObject, related_object_id: scope.employeeId },
    });
  });
  return { name: input.folder_name, is_default: false, file_count: 0 };
}

export async function assertFolderNameFree(ctx: RequestContext, scope: RecordScope, name: string, exceptId?: number) {
  const clash =
    (await isDefaultFolderName(ctx, name)) ||
    (await db.fileFolder.count({
      where: {
        groupId: ctx.group.id,
        scopeKey: scope.scopeKey,
        name: { equals: name, mode: "insensitive" },
        ...(exceptId ? { id: { not: exceptId } } : {}),
      },
    })) > 0;
  if (clash)
    throw new AppError("conflict", "A folder with this name already exists", {
      fields: { folder_name: "A folder with this name already exists" },
    });
}

/** The named folder of a record, or 404. The default folder is not a row: it cannot be renamed or deleted here. */
export async function findFolder(ctx: RequestContext, scope: RecordScope, name: string) {
  const folder = await db.fileFolder.findFirst({ where: { groupId: ctx.group.id, scopeKey: scope.scopeKey, name } });
  if (!folder) {
    if (await isDefaultFolderName(ctx, name))
      throw AppError.validation({
        folder_name: "The default folder is renamed with updateDefaultFolderName and cannot be deleted",
      });
    throw AppError.notFound("Folder");
  }
  return folder;
}
