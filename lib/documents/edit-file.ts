// POST /api/files/edit {file_id, ...}: changes a file's type, name, description, folder, importance and,
// for company documents, whom it is meant for. Audited with the fields that changed.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TEditFileInput, TFileJson } from "./documents.types";
import { fileAuditSnapshot } from "./file-audit";
import { fileJson } from "./file-json";
import { companyVisibility, folderIdFor } from "./file-targets";
import { findVisibleFile } from "./file-visibility";
import { findEditableFile, snapshotOf } from "./editable-file";
import { documentName, type SniffedType } from "@/lib/storage/content-type";

export async function editFile(ctx: RequestContext, input: TEditFileInput): Promise<TFileJson> {
  const { file, rights } = await findEditableFile(ctx, input.file_id);
  const touchesVisibility =
    input.is_visible_for_all_teams !== undefined ||
    input.visible_for_specific_teams !== undefined ||
    input.visible_for_specific_segment !== undefined;
  if (touchesVisibility && file.relatedObject !== "company_wide") {
    throw AppError.validation({ is_visible_for_all_teams: "Only company documents have a team or segment visibility" });
  }
  const before = snapshotOf(file);
  // A new name keeps to the stored type, as at upload: no renaming a text file to "payroll.bat".
  const named = input.filename !== undefined ? documentName(input.filename, file.mimeType as SniffedType) : null;
  if (named && !named.ok) {
    throw AppError.validation({
      filename:
        named.reason === "mismatch"
          ? "The name's extension does not match the file's content"
          : "This kind of file name is not accepted",
    });
  }
  const visibility = touchesVisibility
    ? await companyVisibility(ctx, {
        is_visible_for_all_teams:
          input.is_visible_for_all_teams ??
          (input.visible_for_specific_teams || input.visible_for_specific_segment ? false : before.visibleToAllTeams),
        visible_for_specific_teams: input.visible_for_specific_teams ?? before.teamIds,
        visible_for_specific_segment:
          input.visible_for_specific_segment !== undefined ? input.visible_for_specific_segment : before.segment,
      })
    : { visibleToAllTeams: before.visibleToAllTeams, teamIds: before.teamIds, segment: before.segment };
  const scope = {
    relatedObject: file.relatedObject,
    employeeId: file.employeeId,
    scopeKey: file.employeeId ? `employee:${file.employeeId}` : "company",
  };
  const folderId =
    input.folder_name !== undefined ? await folderIdFor(ctx, rights, scope, input.folder_name) : file.folderId;
  await db.$transaction(async (tx) => {
    const after = {
      ...before,
      folderId,
      documentType: input.document_type ?? before.documentType,
      filename: named?.ok ? named.name : before.filename,
      description: input.file_description !== undefined ? input.file_description : before.description,
      isImportant: input.is_important ?? before.isImportant,
      ...visibility,
    };
    await tx.file.update({
      where: { id: file.id },
      data: {
        folderId,
        documentType: after.documentType,
        filename: after.filename,
        description: after.description,
        isImportant: after.isImportant,
        visibleToAllTeams: after.visibleToAllTeams,
        segment: after.segment,
      },
    });
    if (touchesVisibility) {
      await tx.fileTeamVisibility.deleteMany({ where: { fileId: file.id } });
      if (after.teamIds.length)
        await tx.fileTeamVisibility.createMany({
          data: after.teamIds.map((teamId) => ({ fileId: file.id, teamId, groupId: ctx.group.id })),
        });
    }
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "file",
      objectId: file.id,
      employeeId: file.employeeId,
      before: fileAuditSnapshot(before),
      after: fileAuditSnapshot(after),
    });
  });
  const row = await findVisibleFile(ctx, file.id, rights);
  const read = await db.fileRead.count({ where: { fileId: file.id, userId: ctx.user.id } });
  return fileJson(ctx, rights, row, read > 0);
}
