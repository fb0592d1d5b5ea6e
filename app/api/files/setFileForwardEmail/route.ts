// POST /api/files/setFileForwardEmail – set the company mailbox documents are forwarded to
import { route } from "@/lib/api/route";
import { setFileForwardEmail } from "@/lib/documents/file-forward-email";
import { ZSetForwardEmailInput } from "@/lib/documents/documents.types";

export const POST = route(
  { input: ZSetForwardEmailInput, area: "documents", permission: "documents.manage" },
  setFileForwardEmail,
);
