// POST /api/files/setCompanyDocumentVisibility – set whom a company document is meant for
import { route } from "@/lib/api/route";
import { setCompanyDocumentVisibility } from "@/lib/documents/company-document-visibility";
import { ZSetCompanyVisibilityInput } from "@/lib/documents/documents.types";

export const POST = route(
  { input: ZSetCompanyVisibilityInput, area: "documents", permission: "documents.manage" },
  setCompanyDocumentVisibility,
);
