// POST /api/files/edit – change a document's type, name, description, folder, importance or visibility
import { route } from "@/lib/api/route";
import { editFile } from "@/lib/documents/edit-file";
import { ZEditFileInput } from "@/lib/documents/documents.types";

export const POST = route({ input: ZEditFileInput, area: "documents", permission: "documents.write" }, editFile);
