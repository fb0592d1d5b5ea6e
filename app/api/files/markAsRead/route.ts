// GET /api/files/markAsRead – mark a document read by the caller (the spec uses GET)
import { route } from "@/lib/api/route";
import { markFileRead } from "@/lib/documents/mark-file-read";
import { ZFileIdQuery } from "@/lib/documents/documents.types";

export const GET = route({ input: ZFileIdQuery, area: "documents", permission: "documents.read" }, markFileRead);
