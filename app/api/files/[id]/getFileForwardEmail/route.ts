// GET /api/files/{id}/getFileForwardEmail – the company mailbox documents are forwarded to
import { route } from "@/lib/api/route";
import { getFileForwardEmail } from "@/lib/documents/file-forward-email";
import { ZFileIdParam } from "@/lib/documents/documents.types";

export const GET = route({ input: ZFileIdParam, area: "documents", permission: "documents.read" }, getFileForwardEmail);
