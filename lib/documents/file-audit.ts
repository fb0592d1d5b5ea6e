// What an audit row records of a file: its metadata, never its bytes or storage key.
export function fileAuditSnapshot(f: {
  relatedObject: string;
  employeeId: number | null;
  folderId: number | null;
  documentType: string;
  filename: string;
  description: string | null;
  mimeType?: string;
  sizeBytes?: number;
  isImportant: boolean;
  visibleToAllTeams: boolean;
  teamIds: number[];
  segment: string | null;
}) {
  return {
    related_object: f.relatedObject,
    related_object_id: f.employeeId,
    folder_id: f.folderId,
    document_type: f.documentType,
    filename: f.filename,
    file_description: f.description,
    ...(f.mimeType ? { mime_type: f.mimeType } : {}),
    ...(f.sizeBytes !== undefined ? { size_bytes: f.sizeBytes } : {}),
    is_important: f.isImportant,
    is_visible_for_all_teams: f.visibleToAllTeams,
    visible_for_specific_teams: f.teamIds,
    visible_for_specific_segment: f.segment,
  };
}
