// POST /api/files/upload – upload a document to a person's record (base64 JSON, checked by content)
import { route } from "@/lib/api/route";
import { uploadFile } from "@/lib/documents/upload-file";
import { ZUploadFileInput } from "@/lib/documents/documents.types";
import { uploadBodyLimit } from "@/lib/documents/upload-limits";

export const POST = route(
  { input: ZUploadFileInput, area: "documents", permission: "documents.write", maxBodyBytes: uploadBodyLimit() },
  (ctx, input) => uploadFile(ctx, input, "employee"),
);
