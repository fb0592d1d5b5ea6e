// POST /api/files/updateFolderName – rename a record's folder
import { route } from "@/lib/api/route";
import { updateFolderName } from "@/lib/documents/update-folder-name";
import { ZUpdateFolderNameInput } from "@/lib/documents/documents.types";

export const POST = route(
  { input: ZUpdateFolderNameInput, area: "documents", permission: "documents.write" },
  updateFolderName,
);
