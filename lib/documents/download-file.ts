// GET /api/files/{id}/download?intention: the file's bytes for a caller who may see it (else 404). Preview
// (the default) shows PDFs and images inline in the browser; every other type, a PDF that is also an HTML
// page (lib/storage/inline-safety.ts), and intention=download are attachments. The type sent is the one sniffed at upload, with nosniff, and the name goes out as
// RFC 6266 / RFC 5987 (an ASCII fallback plus filename*=UTF-8''). Opening a file marks it read.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { fileStore } from "@/lib/storage/file-store";
import { isSafeInline } from "@/lib/storage/inline-safety";
import { documentRights } from "./document-rights";
import type { TDownloadInput } from "./documents.types";
import { findVisibleFile } from "./file-visibility";
import { markRead } from "./mark-file-read";

export async function downloadFile(ctx: RequestContext, input: TDownloadInput): Promise<Response> {
  const rights = documentRights(ctx);
  const file = await findVisibleFile(ctx, input.id, rights);
  const bytes = await fileStore().get(file.storageKey);
  if (!bytes) throw AppError.notFound("File");
  await markRead(ctx, file.id);
  const inline = input.intention === "preview" && isSafeInline(file.mimeType, bytes);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": file.mimeType.startsWith("text/") ? `${file.mimeType}; charset=utf-8` : file.mimeType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      // Nothing in a served file may run script or load from elsewhere. Not on PDFs: Chromium's built-in
      // viewer is itself blocked by a restrictive policy on the document it shows.
      ...(file.mimeType === "application/pdf"
        ? {}
        : {
            "Content-Security-Policy":
              "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
          }),
    },
  });
}

/** RFC 6266: an ASCII-only quoted fallback and the exact name as RFC 5987 filename*. */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const fallback =
    filename
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%]/g, "_")
      .replace(/[\r\n]/g, "")
      .trim() || "download";
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
