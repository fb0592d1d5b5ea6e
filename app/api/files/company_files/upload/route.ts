// POST /api/files/company_files/upload – upload a company-wide document with its team/segment visibility
import { route } from "@/lib/api/route";
import { uploadFile } from "@/lib/documents/upload-file";
import { ZUploadFileInput } from "@/lib/documents/documents.types";
import { uploadBodyLimit } from "@/lib/documents/upload-limits";

export const POST = route(
  { input: ZUploadFileInput, area: "documents", permission: "documents.manage", maxBodyBytes: uploadBodyLimit() },
  (ctx, input) => uploadFile(ctx, input, "company_wide"),
);
