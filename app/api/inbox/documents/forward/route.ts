// POST /api/inbox/documents/forward – mail chosen documents as attachments to the company's forward address
import { route } from "@/lib/api/route";
import { forwardFiles } from "@/lib/documents/forward-files";
import { ZForwardFilesInput } from "@/lib/documents/documents.types";

// Read-only users may forward what they may read: it changes no company data (like exports).
export const POST = route(
  { input: ZForwardFilesInput, area: "documents", permission: "documents.read", allowReadOnly: true },
  forwardFiles,
);
