// Shared by upload, edit and setCompanyDocumentVisibility: the folder a file goes into and whom a company
// document is meant for, both checked against the caller's group.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { DocumentRights } from "./document-rights";
import { isDefaultFolderName } from "./document-settings";
import type { RecordScope } from "./record-scope";
import { isSegmentKey } from "./segments";

/**
 * The folder id for a name on a record: null for the default folder (or no name, or folders switched off).
 * A folder that does not exist yet is created when the caller may keep folders on this record; otherwise 422.
 */
export async function folderIdFor(
  ctx: RequestContext,
  rights: DocumentRights,
  scope: RecordScope,
  name: string | null | undefined,
): Promise<number | null> {
  if (!name || !rights.foldersEnabled || (await isDefaultFolderName(ctx, name))) return null;
  const found = await db.fileFolder.findFirst({
    where: { groupId: ctx.group.id, scopeKey: scope.scopeKey, name },
    select: { id: true },
  });
  if (found) return found.id;
  if (scope.employeeId !== null && rights.ownRecordOnly)
    throw AppError.validation({ folder_name: "There is no folder with this name" });
  return db.$transaction(async (tx) => {
    const created = await tx.fileFolder.create({
      data: {
        groupId: ctx.group.id,
        relatedObject: scope.relatedObject,
        employeeId: scope.employeeId,
        scopeKey: scope.scopeKey,
        name,
      },
      select: { id: true },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "file_folder",
      objectId: created.id,
      employeeId: scope.employeeId,
      after: { name, related_object: scope.relatedObject, related_object_id: scope.employeeId },
    });
    return created.id;
  });
}

export type CompanyVisibility = { visibleToAllTeams: boolean; teamIds: number[]; segment: string | null };

/** Validated visibility of a company document: teams of the caller's group, a known segment. */
export async function companyVisibility(
  ctx: RequestContext,
  input: {
    is_visible_for_all_teams?: boolean;
    visible_for_specific_teams?: number[];
    visible_for_specific_segment?: string | null;
  },
): Promise<CompanyVisibility> {
  const teamIds = [...new Set(input.visible_for_specific_teams ?? [])];
  const segment = input.visible_for_specific_segment ?? null;
  const visibleToAllTeams = input.is_visible_for_all_teams ?? (teamIds.length === 0 && segment === null);
  if (visibleToAllTeams) return { visibleToAllTeams: true, teamIds: [], segment: null };
  if (segment !== null && !isSegmentKey(segment))
    throw AppError.validation({ visible_for_specific_segment: "Unknown segment" });
  if (teamIds.length > 0) {
    const found = await db.team.count({ where: { groupId: ctx.group.id, id: { in: teamIds } } });
    if (found !== teamIds.length)
      throw AppError.validation({ visible_for_specific_teams: "One of the teams does not exist" });
  }
  return { visibleToAllTeams: false, teamIds: teamIds.sort((a, b) => a - b), segment };
}
