// POST /api/files/updateDefaultFolderName {new_folder_name}: renames the default folder (where files
// without a folder live) for the whole company, on every record and in the company files. Company
// document keepers (admins, default users) only. A record's folder already using the name keeps it; the
// name then means the default folder in requests.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { documentRights } from "./document-rights";
import { defaultFolderName } from "./document-settings";
import type { TUpdateDefaultFolderNameInput } from "./documents.types";

export async function updateDefaultFolderName(ctx: RequestContext, input: TUpdateDefaultFolderNameInput) {
  const rights = documentRights(ctx);
  if (!rights.canManageSettings) throw AppError.forbidden("Only admins and HR rename the default folder");
  if (!rights.foldersEnabled) throw AppError.forbidden("Document folders are switched off for this company");
  const before = await defaultFolderName(ctx);
  await db.$transaction(async (tx) => {
    await tx.documentSettings.upsert({
      where: { groupId: ctx.group.id },
      create: { groupId: ctx.group.id, defaultFolderName: input.new_folder_name },
      update: { defaultFolderName: input.new_folder_name },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "document_settings",
      objectId: ctx.group.id,
      before: { default_folder_name: before },
      after: { default_folder_name: input.new_folder_name },
    });
  });
  return { ok: true, folder_name: input.new_folder_name };
}
