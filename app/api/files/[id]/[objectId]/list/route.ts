// GET /api/files/{object}/{id}/list – a record's documents and folders
import { route } from "@/lib/api/route";
import { listFiles } from "@/lib/documents/list-files";
import { ZListFilesRoute } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZListFilesRoute, area: "documents", permission: "documents.read", scope: "documents:read" },
  listFiles,
);
