// GET /api/files/{id}/download – a document's bytes, inline preview (PDF, images) by default or as attachment
import { route } from "@/lib/api/route";
import { downloadFile } from "@/lib/documents/download-file";
import { ZDownloadInput } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZDownloadInput, area: "documents", permission: "documents.read", scope: "documents:read" },
  downloadFile,
);
