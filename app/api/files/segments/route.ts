// GET /api/files/segments – the segments a company document can be meant for
import { route } from "@/lib/api/route";
import { listSegments } from "@/lib/documents/list-segments";
import { ZNoInput } from "@/lib/documents/documents.types";

export const GET = route(
  { input: ZNoInput, area: "documents", permission: "documents.read", scope: "documents:read" },
  (ctx) => listSegments(ctx),
);
