// POST /api/files/upload (a person's record) and /api/files/company_files/upload (company_wide): checks the
// caller may write the record, decodes the base64, refuses what is too large (413) or not an accepted type
// by its content (415), stores the bytes under a generated key, then writes the row, its team visibility
// and the audit row in one transaction. Notifications (sick note, important document) follow.
import { createHash } from "node:crypto";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { notifyDocumentUploaded } from "@/lib/notifications/document-notifications";
import { decodeBase64 } from "@/lib/people/photo-format";
import { checkDocument } from "@/lib/storage/content-type";
import { fileStore, newStorageKey } from "@/lib/storage/file-store";
import { documentRights } from "./document-rights";
import type { RelatedObject, TFileJson, TUploadFileInput } from "./documents.types";
import { fileAuditSnapshot } from "./file-audit";
import { fileJson } from "./file-json";
import { companyVisibility, folderIdFor } from "./file-targets";
import { findVisibleFile } from "./file-visibility";
import { resolveRecord } from "./record-scope";
import { documentMaxBytes } from "./upload-limits";

export async function uploadFile(
  ctx: RequestContext,
  input: TUploadFileInput,
  relatedObject: RelatedObject,
): Promise<TFileJson> {
  if (input.related_object && input.related_object !== relatedObject) {
    throw AppError.validation({ related_object: `This path uploads ${relatedObject} documents` });
  }
  const rights = documentRights(ctx);
  const scope = await resolveRecord(rights, relatedObject, input.related_object_id ?? null, "write");
  const bytes = decodeBase64(input.file_base64);
  if (!bytes) throw AppError.validation({ file_base64: "file_base64 is not valid base64" });
  const max = documentMaxBytes();
  if (bytes.length > max)
    throw new AppError("payload_too_large", `The file is larger than ${Math.round(max / 1024 / 1024)} MB`, {
      fields: { file_base64: "The file is too large" },
    });
  const checked = checkDocument(bytes, input.filename);
  if (!checked.ok) {
    const message =
      checked.reason === "mismatch"
        ? "The file's content does not match its name"
        : "This kind of file is not accepted";
    throw new AppError("unsupported_media_type", message, { fields: { file_base64: message } });
  }
  const visibility =
    relatedObject === "company_wide"
      ? await companyVisibility(ctx, input)
      : { visibleToAllTeams: true, teamIds: [], segment: null };
  const isImportant = input.is_important ?? false;

  // Before the transaction: on the embedded database a query outside an open transaction would wait for it.
  const folderId = await folderIdFor(ctx, rights, scope, input.folder_name);
  const key = newStorageKey(ctx.group.id);
  const store = fileStore();
  await store.put(key, bytes, checked.type);
  let fileId: number;
  try {
    fileId = await db.$transaction(async (tx) => {
      const file = await tx.file.create({
        data: {
          groupId: ctx.group.id,
          relatedObject,
          employeeId: scope.employeeId,
          folderId,
          documentType: input.document_type,
          filename: checked.name,
          description: input.file_description ?? null,
          mimeType: checked.type,
          sizeBytes: bytes.length,
          storageKey: key,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          isImportant,
          visibleToAllTeams: visibility.visibleToAllTeams,
          segment: visibility.segment,
          uploadedByUserId: ctx.user.id,
          uploadedByName: ctx.user.name || ctx.user.email,
          teams: { create: visibility.teamIds.map((teamId) => ({ teamId, groupId: ctx.group.id })) },
          // The uploader has seen what they uploaded: it is not "new" to them.
          reads: { create: { userId: ctx.user.id, groupId: ctx.group.id } },
        },
        select: { id: true },
      });
      await recordAudit(tx, ctx, {
        action: "create",
        objectType: "file",
        objectId: file.id,
        employeeId: scope.employeeId,
        after: fileAuditSnapshot({
          relatedObject,
          employeeId: scope.employeeId,
          folderId,
          documentType: input.document_type,
          filename: checked.name,
          description: input.file_description ?? null,
          mimeType: checked.type,
          sizeBytes: bytes.length,
          isImportant,
          ...visibility,
        }),
      });
      return file.id;
    });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
  await notifyDocumentUploaded(ctx, {
    id: fileId,
    employeeId: scope.employeeId,
    filename: checked.name,
    documentType: input.document_type,
    isImportant,
  }).catch((error) =>
    console.error("[documents] notifying an upload failed:", error instanceof Error ? error.message : error),
  );
  const row = await findVisibleFile(ctx, fileId, rights);
  return fileJson(ctx, rights, row, true);
}
