// GET /api/files/{id}/detail – one document
import { route } from "@/lib/api/route";
import { getFileDetail } from "@/lib/documents/get-file-detail";
import { ZFileIdParam } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZFileIdParam, area: "documents", permission: "documents.read", scope: "documents:read" },
  getFileDetail,
);
