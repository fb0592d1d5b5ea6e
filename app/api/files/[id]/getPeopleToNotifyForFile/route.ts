// GET /api/files/{id}/getPeopleToNotifyForFile – who can be told about a document
import { route } from "@/lib/api/route";
import { getPeopleToNotifyForFile } from "@/lib/documents/people-to-notify";
import { ZFileIdParam } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZFileIdParam, area: "documents", permission: "documents.read" },
  getPeopleToNotifyForFile,
);
