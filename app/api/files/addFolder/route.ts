// POST /api/files/addFolder – add a folder to a record
import { route } from "@/lib/api/route";
import { addFolder } from "@/lib/documents/add-folder";
import { ZAddFolderInput } from "@/lib/documents/documents.types";

export const POST = route({ input: ZAddFolderInput, area: "documents", permission: "documents.write" }, addFolder);
