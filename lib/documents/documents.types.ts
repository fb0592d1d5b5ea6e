// Input schemas and JSON shapes of the documents API (spec sections 3 File and 7 Files). Objects are
// strict: an unknown field is a 422 naming it.
//
// CONTRACT (shared with the documents UI):
// - File JSON: see TFileJson below.
// - Lists: { data, total, page, per_page, folders: [{ name, is_default, file_count }] }; search without folders.
// - Folder semantics chosen here: folders belong to one record (an employee, or the company files).
//   updateDefaultFolderName renames the default folder (where files without a folder live) for the whole
//   company, on every record; deleteFolder moves the folder's files to the default folder (never 409).
// - Segments: GET /api/files/segments → { data: [{ key, label }] } (lib/documents/segments.ts).
// - Shapes of the calls the original contract left open (additions, no change):
//   GET  /api/files/{id}/getPeopleToNotifyForFile → { data: [{ employee_id, name, email }], total }
//   POST /api/files/notify/background {file_id, employee_ids, message?} → { queued, job_id }
//   GET  /api/files/{id}/getFileForwardEmail → { file_id, email|null }; POST setFileForwardEmail {email|null} → { email }
//   POST /api/inbox/documents/forward {file_ids} → { ok, sent_to, file_ids } (409 when no address is set)
//   GET  /api/files/{id}/getCompanyDocumentVisibility → { file_id, is_visible_for_all_teams,
//        visible_for_specific_teams, teams: [{ team_id, name }], visible_for_specific_segment, segment_label };
//        POST setCompanyDocumentVisibility {file_id, is_visible_for_all_teams, visible_for_specific_teams?,
//        visible_for_specific_segment?} answers the same
//   GET  /api/files/{id}/getCompanyDocumentDetails → File JSON + read_count (null unless admin/HR)
//   GET  /api/files/markAsRead?file_id → { file_id, is_read: true }; POST /api/files/delete → { ok, file_id }
//   POST addFolder → { name, is_default, file_count }; deleteFolder → { ok, moved_files }
//   Errors: 404 for anything the caller may not see; 403 for what they see but may not change; 413 too large;
//   415 (fields.file_base64) for a refused type or a name whose extension names another type.
import { BIDI_CONTROLS } from "./file-name-controls";
import { z } from "zod";
import { MAX_PER_PAGE } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { zOptionalText, zQueryId } from "@/lib/people/people-fields";

export const RELATED_OBJECTS = ["employee", "company_wide"] as const;
export type RelatedObject = (typeof RELATED_OBJECTS)[number];

export const ORDER_COLUMNS = ["created_at", "filename", "document_type"] as const;

export const FILENAME_MAX = 255;
export const DOCUMENT_TYPE_MAX = 100;
export const DESCRIPTION_MAX = 2000;
export const FOLDER_NAME_MAX = 100;

const zName = (field: string, max: number) =>
  zText(field).pipe(
    z
      .string()
      .min(1, { error: `${field} is required` })
      .max(max, { error: `${field} can be at most ${max} characters` }),
  );

// File names are shown and sent back in Content-Disposition: no path separators or control characters.
// Nor Unicode bidi controls: "\u202egpj.exe.pdf" would show as "fdp.exe.jpg", hiding the real extension.
const zFilename = zName("filename", FILENAME_MAX)
  // eslint-disable-next-line no-control-regex -- the control characters are what this pattern looks for
  .refine((v) => !/[\\/\u0000-\u001f\u007f]/.test(v), {
    error: "filename cannot contain slashes or control characters",
  })
  .refine((v) => !BIDI_CONTROLS.test(v), { error: "filename cannot contain text direction controls" });
const zDocumentType = zName("document_type", DOCUMENT_TYPE_MAX).pipe(
  z.string().regex(/^[\p{L}\p{N} _.&'()-]+$/u, { error: "document_type contains characters that are not allowed" }),
);
const zFolderName = zName("folder_name", FOLDER_NAME_MAX);
const zTeams = z
  .array(zBodyId("visible_for_specific_teams"), { error: "visible_for_specific_teams must be a list of team ids" })
  .max(500);
const zSegment = z.string({ error: "visible_for_specific_segment must be text" }).max(50).nullable();
const zRelatedObject = z.enum(RELATED_OBJECTS, { error: "related_object must be employee or company_wide" });
const zBool = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** The related_object_id of a body: an employee id, or 0 / null for company_wide. */
const zRelatedObjectId = z
  .union([z.number(), z.string().regex(/^\d+$/)], { error: "related_object_id must be a number" })
  .transform(Number)
  .pipe(z.number().int().min(0).max(2_147_483_647))
  .nullable();

const visibilityFields = {
  is_visible_for_all_teams: zBool("is_visible_for_all_teams").optional(),
  visible_for_specific_teams: zTeams.optional(),
  visible_for_specific_segment: zSegment.optional(),
};

export const ZUploadFileInput = z
  .object({
    related_object: zRelatedObject.optional(),
    related_object_id: zRelatedObjectId.optional(),
    document_type: zDocumentType,
    file_base64: z.string({ error: "file_base64 is required" }).min(1, { error: "file_base64 is required" }),
    filename: zFilename,
    file_description: zOptionalText("file_description", DESCRIPTION_MAX).optional(),
    folder_name: zOptionalText("folder_name", FOLDER_NAME_MAX).optional(),
    is_important: zBool("is_important").optional(),
    ...visibilityFields,
  })
  .strict();
export type TUploadFileInput = z.infer<typeof ZUploadFileInput>;

export const ZFileIdParam = z.object({ id: zPathId("id") }).strict();
export type TFileIdParam = z.infer<typeof ZFileIdParam>;

export const ZDownloadInput = z
  .object({
    id: zPathId("id"),
    intention: z.enum(["preview", "download"], { error: "intention must be preview or download" }).default("preview"),
  })
  .strict();
export type TDownloadInput = z.infer<typeof ZDownloadInput>;

export const ZFileIdQuery = z.object({ file_id: zQueryId("file_id") }).strict();
export type TFileIdQuery = z.infer<typeof ZFileIdQuery>;

export const ZFileIdBody = z.object({ file_id: zBodyId("file_id") }).strict();
export type TFileIdBody = z.infer<typeof ZFileIdBody>;

export const ZEditFileInput = z
  .object({
    file_id: zBodyId("file_id"),
    document_type: zDocumentType.optional(),
    filename: zFilename.optional(),
    file_description: zOptionalText("file_description", DESCRIPTION_MAX).optional(),
    folder_name: zOptionalText("folder_name", FOLDER_NAME_MAX).optional(),
    is_important: zBool("is_important").optional(),
    ...visibilityFields,
  })
  .strict();
export type TEditFileInput = z.infer<typeof ZEditFileInput>;

export const ZEditDescriptionInput = z
  .object({ file_id: zBodyId("file_id"), file_description: zOptionalText("file_description", DESCRIPTION_MAX) })
  .strict();
export type TEditDescriptionInput = z.infer<typeof ZEditDescriptionInput>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
};

export const ZListFilesInput = z
  .object({
    object: zRelatedObject,
    id: z
      .string()
      .regex(/^\d{1,10}$/, { error: "id must be a number" })
      .transform(Number)
      .pipe(z.number().int().min(0).max(2_147_483_647)),
    folder_name: zText("folder_name").pipe(z.string().max(FOLDER_NAME_MAX)).optional(),
    document_type: zText("document_type").pipe(z.string().max(DOCUMENT_TYPE_MAX)).optional(),
    orderby_column: z
      .enum(ORDER_COLUMNS, { error: "orderby_column must be created_at, filename or document_type" })
      .default("created_at"),
    orderby_direction: z.enum(["asc", "desc"], { error: "orderby_direction must be asc or desc" }).default("desc"),
    ...pageFields,
  })
  .strict();
export type TListFilesInput = z.input<typeof ZListFilesInput>;
export type TListFilesParsed = z.infer<typeof ZListFilesInput>;

export const ZSearchFilesInput = z
  .object({
    search_term: zText("search_term")
      .pipe(z.string().max(200, { error: "search_term can be at most 200 characters" }))
      .default(""),
    related_object_scope: z
      .enum(["all", ...RELATED_OBJECTS], { error: "related_object_scope must be all, employee or company_wide" })
      .default("all"),
    ...pageFields,
  })
  .strict();
export type TSearchFilesInput = z.infer<typeof ZSearchFilesInput>;

export const ZSuggestTypesInput = z
  .object({ object: zRelatedObject, keyword: zText("keyword").pipe(z.string().max(DOCUMENT_TYPE_MAX)).default("") })
  .strict();
export type TSuggestTypesInput = z.infer<typeof ZSuggestTypesInput>;

const folderTarget = { related_object: zRelatedObject, related_object_id: zRelatedObjectId.optional() };

export const ZAddFolderInput = z.object({ ...folderTarget, folder_name: zFolderName }).strict();
export type TAddFolderInput = z.infer<typeof ZAddFolderInput>;

export const ZUpdateFolderNameInput = z
  .object({ ...folderTarget, folder_name: zFolderName, new_folder_name: zName("new_folder_name", FOLDER_NAME_MAX) })
  .strict();
export type TUpdateFolderNameInput = z.infer<typeof ZUpdateFolderNameInput>;

export const ZDeleteFolderInput = z.object({ ...folderTarget, folder_name: zFolderName }).strict();
export type TDeleteFolderInput = z.infer<typeof ZDeleteFolderInput>;

export const ZUpdateDefaultFolderNameInput = z
  .object({ new_folder_name: zName("new_folder_name", FOLDER_NAME_MAX) })
  .strict();
export type TUpdateDefaultFolderNameInput = z.infer<typeof ZUpdateDefaultFolderNameInput>;

export const ZSetForwardEmailInput = z
  .object({
    email: z
      .string({ error: "email must be text" })
      .trim()
      .max(254)
      .nullable()
      .transform((v) => (v ? v.toLowerCase() : null))
      .pipe(z.email({ error: "email is not a valid address" }).nullable()),
  })
  .strict();
export type TSetForwardEmailInput = z.infer<typeof ZSetForwardEmailInput>;

export const ZForwardFilesInput = z
  .object({
    file_ids: z
      .array(zBodyId("file_ids"), { error: "file_ids must be a list of file ids" })
      .min(1, { error: "file_ids is required" })
      .max(20, { error: "at most 20 files at once" }),
  })
  .strict();
export type TForwardFilesInput = z.infer<typeof ZForwardFilesInput>;

export const ZNotifyInput = z
  .object({
    file_id: zBodyId("file_id"),
    employee_ids: z
      .array(zBodyId("employee_ids"), { error: "employee_ids must be a list of employee ids" })
      .min(1, { error: "employee_ids is required" })
      .max(1000),
    message: zOptionalText("message", 1000).optional(),
  })
  .strict();
export type TNotifyInput = z.infer<typeof ZNotifyInput>;

export const ZSetCompanyVisibilityInput = z
  .object({
    file_id: zBodyId("file_id"),
    is_visible_for_all_teams: zBool("is_visible_for_all_teams"),
    visible_for_specific_teams: zTeams.default([]),
    visible_for_specific_segment: zSegment.default(null),
  })
  .strict();
export type TSetCompanyVisibilityInput = z.infer<typeof ZSetCompanyVisibilityInput>;

export const ZNoInput = z.object({}).strict();
export const ZObjectParam = z.object({ object: zRelatedObject }).strict();

/** The File JSON of the contract. */
export type TFileJson = {
  file_id: number;
  related_object: RelatedObject;
  related_object_id: number | null;
  related_employee_name: string | null;
  document_type: string;
  filename: string;
  file_description: string | null;
  folder_name: string | null;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  uploaded_by_name: string;
  is_read: boolean;
  is_important: boolean;
  is_visible_for_all_teams: boolean;
  visible_for_specific_teams: number[];
  visible_for_specific_segment: string | null;
  can_edit: boolean;
  preview_url: string;
  download_url: string;
};

export type TFolderJson = { name: string; is_default: boolean; file_count: number };

// GET /api/files/{object}/{id}/list: Next names one dynamic segment per level, so under /api/files the
// first segment is [id] for every route; on this route it holds the object (employee | company_wide) and
// the second segment [objectId] the record's id.
export const ZListFilesRoute = ZListFilesInput.omit({ object: true, id: true })
  .extend({
    id: zRelatedObject,
    objectId: z
      .string()
      .regex(/^\d{1,10}$/, { error: "id must be a number" })
      .transform(Number)
      .pipe(z.number().int().min(0).max(2_147_483_647)),
  })
  .strict()
  .transform(({ id, objectId, ...rest }) => ({ ...rest, object: id, id: objectId }));

// GET /api/files/{object}/suggestDocumentTypes?keyword (the object in the [id] segment, see above).
export const ZSuggestTypesRoute = z
  .object({ id: zRelatedObject, keyword: zText("keyword").pipe(z.string().max(DOCUMENT_TYPE_MAX)).default("") })
  .strict()
  .transform(({ id, keyword }) => ({ object: id, keyword }));
