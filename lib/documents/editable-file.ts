// A file the caller may change: 404 when they cannot see it, 403 when they see it but may not change it.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { canEditFile, documentRights, type DocumentRights } from "./document-rights";
import { findVisibleFile, type FileRow } from "./file-visibility";

export async function findEditableFile(
  ctx: RequestContext,
  fileId: number,
): Promise<{ file: FileRow; rights: DocumentRights }> {
  const rights = documentRights(ctx);
  const file = await findVisibleFile(ctx, fileId, rights);
  if (!canEditFile(ctx, rights, file)) throw AppError.forbidden("You cannot change this document");
  return { file, rights };
}

export function snapshotOf(file: FileRow) {
  return {
    relatedObject: file.relatedObject,
    employeeId: file.employeeId,
    folderId: file.folderId,
    documentType: file.documentType,
    filename: file.filename,
    description: file.description,
    isImportant: file.isImportant,
    visibleToAllTeams: file.visibleToAllTeams,
    teamIds: file.teams.map((t) => t.teamId).sort((a, b) => a - b),
    segment: file.segment,
  };
}
