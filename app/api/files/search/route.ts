// GET /api/files/search – search the documents the caller may see
import { route } from "@/lib/api/route";
import { searchFiles } from "@/lib/documents/search-files";
import { ZSearchFilesInput } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZSearchFilesInput, area: "documents", permission: "documents.read", scope: "documents:read" },
  searchFiles,
);
