// The record a list, folder or upload is about: one employee's record, or the company files. Checks the
// caller may read (or write) it: an employee outside the caller's scope, or of another group, is a 404.
import { mayKeepFoldersOfRecord } from "@/lib/access/documents";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db/generated/client";
import type { DocumentRights } from "./document-rights";
import type { RelatedObject } from "./documents.types";

export type RecordScope = { relatedObject: RelatedObject; employeeId: number | null; scopeKey: string };

export async function resolveRecord(
  rights: DocumentRights,
  relatedObject: RelatedObject,
  relatedObjectId: number | null | undefined,
  mode: "read" | "write",
): Promise<RecordScope> {
  if (relatedObject === "company_wide") {
    if (!(mode === "read" ? rights.canReadCompany : rights.canWriteCompany))
      throw AppError.forbidden("You cannot open the company documents");
    return { relatedObject, employeeId: null, scopeKey: "company" };
  }
  if (!relatedObjectId)
    throw AppError.validation({ related_object_id: "related_object_id is required for an employee" });
  const allowed =
    mode === "read" ? await rights.canReadEmployee(relatedObjectId) : await rights.canWriteEmployee(relatedObjectId);
  if (!allowed) {
    // Readable but not writable (read-only, or no write right): 403; not readable at all: 404 like a missing id.
    if (mode === "write" && (await rights.canReadEmployee(relatedObjectId)))
      throw AppError.forbidden("You cannot change this person's documents");
    throw AppError.notFound("Employee");
  }
  return { relatedObject, employeeId: relatedObjectId, scopeKey: `employee:${relatedObjectId}` };
}

/**
 * Folder writes (add, rename, delete) also need folders switched on, and are not for one's own record:
 * HR keeps the folders of a person's record, also when that person is a manager (admins excepted).
 */
export function assertCanKeepFolders(ctx: RequestContext, rights: DocumentRights, scope: RecordScope) {
  if (!rights.foldersEnabled) throw AppError.forbidden("Document folders are switched off for this company");
  const ownRecord = scope.employeeId !== null && scope.employeeId === rights.ownEmployeeId;
  if (scope.employeeId !== null && !mayKeepFoldersOfRecord(ctx.subject, ownRecord)) {
    throw AppError.forbidden("You cannot change folders");
  }
}

export function recordFilesWhere(ctx: RequestContext, scope: RecordScope): Prisma.FileWhereInput {
  return { groupId: ctx.group.id, relatedObject: scope.relatedObject, employeeId: scope.employeeId };
}
