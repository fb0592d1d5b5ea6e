// GET /api/files/listTypes – the document types with their labels
import { route } from "@/lib/api/route";
import { listDocumentTypes } from "@/lib/documents/list-document-types";
import { ZNoInput } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZNoInput, area: "documents", permission: "documents.read", scope: "documents:read" },
  (ctx) => listDocumentTypes(ctx),
);
