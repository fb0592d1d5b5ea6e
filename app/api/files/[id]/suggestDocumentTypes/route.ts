// GET /api/files/{object}/suggestDocumentTypes – document types matching a keyword
import { route } from "@/lib/api/route";
import { suggestDocumentTypes } from "@/lib/documents/suggest-document-types";
import { ZSuggestTypesRoute } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZSuggestTypesRoute, area: "documents", permission: "documents.read" },
  suggestDocumentTypes,
);
