// The documents screens' view of the files API (issue 8 contract): the JSON the route handlers answer
// and the rights the page hands to the client components. Kept apart from lib/documents so the
// client bundle never imports server code.
export type RelatedObject = "employee" | "company_wide";

export type DocFile = {
  file_id: number;
  related_object: RelatedObject;
  related_object_id: number | null;
  related_employee_name: string | null;
  document_type: string;
  filename: string;
  file_description: string | null;
  /** null = the default folder. */
  folder_name: string | null;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  uploaded_by_name: string | null;
  is_read: boolean;
  is_important: boolean;
  is_visible_for_all_teams: boolean;
  visible_for_specific_teams: number[];
  visible_for_specific_segment: string | null;
  can_edit: boolean;
  preview_url: string;
  download_url: string;
};

export type FolderInfo = { name: string; is_default: boolean; file_count: number };

export type FileList = { data: DocFile[]; total: number; page: number; per_page: number; folders: FolderInfo[] };

export type Option<V extends string | number = string> = { value: V; label: string };

/** What the caller may do on one documents screen; the server checks every call again. */
export type DocumentsUiRights = {
  canUpload: boolean;
  canManageFolders: boolean;
  canRenameDefaultFolder: boolean;
  canSetVisibility: boolean;
  canNotify: boolean;
  canForward: boolean;
  canSetForwardEmail: boolean;
};

export const NO_RIGHTS: DocumentsUiRights = {
  canUpload: false,
  canManageFolders: false,
  canRenameDefaultFolder: false,
  canSetVisibility: false,
  canNotify: false,
  canForward: false,
  canSetForwardEmail: false,
};

/** The visibility of a company file, as the upload and setCompanyDocumentVisibility calls take it. */
export type Visibility = {
  is_visible_for_all_teams: boolean;
  visible_for_specific_teams: number[];
  visible_for_specific_segment: string | null;
};
