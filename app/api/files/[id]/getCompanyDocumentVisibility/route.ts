// GET /api/files/{id}/getCompanyDocumentVisibility – whom a company document is meant for
import { route } from "@/lib/api/route";
import { getCompanyDocumentVisibility } from "@/lib/documents/company-document-visibility";
import { ZFileIdParam } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZFileIdParam, area: "documents", permission: "documents.read" },
  getCompanyDocumentVisibility,
);
