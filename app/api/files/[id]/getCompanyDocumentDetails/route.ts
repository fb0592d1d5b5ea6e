// GET /api/files/{id}/getCompanyDocumentDetails – a company document with its read count
import { route } from "@/lib/api/route";
import { getCompanyDocumentDetails } from "@/lib/documents/company-document-visibility";
import { ZFileIdParam } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZFileIdParam, area: "documents", permission: "documents.read", scope: "documents:read" },
  getCompanyDocumentDetails,
);
