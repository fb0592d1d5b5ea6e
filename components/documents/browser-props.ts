// Server side of the documents screens: the first page of one record's files and what the caller may do
// with them, turned into the DocumentsBrowser's props. Rights come from lib/documents/document-rights;
// this only decides which controls to show (every call is checked again by the route handlers).
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { documentRights } from "@/lib/documents/document-rights";
import { listDocumentTypes } from "@/lib/documents/list-document-types";
import { listFiles } from "@/lib/documents/list-files";
import { listSegments } from "@/lib/documents/list-segments";
import { listTeams } from "@/lib/teams/list-teams";
import type { DocumentsUiRights, FileList, Option, RelatedObject } from "./types";

export const DOCUMENTS_PER_PAGE = 25;

export type BrowserData = {
  object: RelatedObject;
  objectId: number;
  initial: FileList;
  rights: DocumentsUiRights;
  types: Option[];
  teams: Option<number>[];
  segments: Option<string>[];
  perPage: number;
};

/** The controls shown for one record (the company's files, or one employee's). */
export async function uiRights(
  ctx: RequestContext,
  object: RelatedObject,
  objectId: number,
): Promise<DocumentsUiRights> {
  const rights = documentRights(ctx);
  const canWrite = object === "company_wide" ? rights.canWriteCompany : await rights.canWriteEmployee(objectId);
  // The default folder's name and the forward address hold for the whole company: an admin's setting on
  // this screen (the API also lets HR default users do it).
  const admin = can(ctx.subject, "settings.manage");
  return {
    canUpload: canWrite,
    // Employees never keep folders, not even on their own record (lib/documents/record-scope.ts).
    canManageFolders: canWrite && can(ctx.subject, "documents.keep_folders") && rights.foldersEnabled,
    // The default folder's name holds for the whole company: an admin's setting here (the API also lets
    // HR default users do it).
    canRenameDefaultFolder: admin && rights.canManageSettings && rights.foldersEnabled,
    canSetVisibility: object === "company_wide" && canWrite,
    canNotify: canWrite && can(ctx.subject, "documents.notify"),
    canForward: can(ctx.subject, "documents.forward"),
    canSetForwardEmail: admin && rights.canManageSettings,
  };
}

export async function loadBrowserData(
  ctx: RequestContext,
  object: RelatedObject,
  objectId: number,
): Promise<BrowserData> {
  const rights = documentRights(ctx);
  const showTeams = object === "company_wide" && rights.seesAllCompany;
  const [initial, ui, types, teams] = await Promise.all([
    listFiles(ctx, { object, id: object === "company_wide" ? 0 : objectId, page: 1, per_page: DOCUMENTS_PER_PAGE }),
    uiRights(ctx, object, objectId),
    listDocumentTypes(ctx),
    showTeams
      ? listTeams(ctx, { page: 1, per_page: 500 })
      : Promise.resolve({ data: [] as { id: number; name: string }[] }),
  ]);
  return {
    object,
    objectId,
    initial: initial as FileList,
    rights: ui,
    types: types.data.map((t) => ({ value: t.document_type, label: t.label })),
    teams: teams.data.map((t) => ({ value: t.id, label: t.name })),
    segments: object === "company_wide" ? listSegments(ctx).data.map((s) => ({ value: s.key, label: s.label })) : [],
    perPage: DOCUMENTS_PER_PAGE,
  };
}
