// The File JSON of the contract (lib/documents/documents.types.ts), for one caller: is_read is theirs,
// can_edit is what they may do.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName } from "@/lib/people/display-name";
import { canEditFile, type DocumentRights } from "./document-rights";
import type { TFileJson } from "./documents.types";
import type { FileRow } from "./file-visibility";

export async function filesJson(ctx: RequestContext, rights: DocumentRights, rows: FileRow[]): Promise<TFileJson[]> {
  const reads = rows.length
    ? await db.fileRead.findMany({
        where: { groupId: ctx.group.id, userId: ctx.user.id, fileId: { in: rows.map((r) => r.id) } },
        select: { fileId: true },
      })
    : [];
  const read = new Set(reads.map((r) => r.fileId));
  return rows.map((row) => fileJson(ctx, rights, row, read.has(row.id)));
}

export function fileJson(ctx: RequestContext, rights: DocumentRights, row: FileRow, isRead: boolean): TFileJson {
  return {
    file_id: row.id,
    related_object: row.relatedObject,
    related_object_id: row.relatedObject === "employee" ? row.employeeId : null,
    related_employee_name: row.employee ? displayName(row.employee) : null,
    document_type: row.documentType,
    filename: row.filename,
    file_description: row.description,
    folder_name: row.folder?.name ?? null,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    uploaded_by_name: row.uploadedByName,
    is_read: isRead,
    is_important: row.isImportant,
    is_visible_for_all_teams: row.visibleToAllTeams,
    visible_for_specific_teams: row.teams.map((t) => t.teamId).sort((a, b) => a - b),
    visible_for_specific_segment: row.segment,
    can_edit: canEditFile(ctx, rights, row),
    preview_url: `/api/files/${row.id}/download?intention=preview`,
    download_url: `/api/files/${row.id}/download?intention=download`,
  };
}
