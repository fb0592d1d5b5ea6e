// POST /api/files/deleteFolder – delete a folder; its files move to the default folder
import { route } from "@/lib/api/route";
import { deleteFolder } from "@/lib/documents/delete-folder";
import { ZDeleteFolderInput } from "@/lib/documents/documents.types";

export const POST = route(
  { input: ZDeleteFolderInput, area: "documents", permission: "documents.write" },
  deleteFolder,
);
