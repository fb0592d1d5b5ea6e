// POST /api/files/delete – delete a document and its bytes
import { route } from "@/lib/api/route";
import { deleteFile } from "@/lib/documents/delete-file";
import { ZFileIdBody } from "@/lib/documents/documents.types";

export const POST = route({ input: ZFileIdBody, area: "documents", permission: "documents.write" }, deleteFile);
