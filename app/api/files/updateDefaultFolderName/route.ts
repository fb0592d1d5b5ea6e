// POST /api/files/updateDefaultFolderName – rename the default folder for the whole company
import { route } from "@/lib/api/route";
import { updateDefaultFolderName } from "@/lib/documents/update-default-folder-name";
import { ZUpdateDefaultFolderNameInput } from "@/lib/documents/documents.types";

export const POST = route(
  { input: ZUpdateDefaultFolderNameInput, area: "documents", permission: "documents.manage" },
  updateDefaultFolderName,
);
