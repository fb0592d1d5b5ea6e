// Which stored files a browser may show inline rather than download. Only types it renders without
// running anything of the file's (raster images, PDF in the built-in viewer), and never a polyglot: a file
// that is a valid PDF and also carries HTML or script markup (a PDF/HTML polyglot) is what a browser that
// ignores the declared type, an old plugin or a "save and open" would treat as a page, so it is an
// attachment like every other type.
const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);

// Markup that turns bytes into an active document when read as HTML or SVG. Tags of four letters and more
// only: a shorter pattern would turn up by chance in a large compressed stream.
const MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|frameset|object|embed|svg|meta)[\s>/]/i;

export function isSafeInline(mimeType: string, bytes: Uint8Array): boolean {
  if (!INLINE_TYPES.has(mimeType)) return false;
  if (mimeType !== "application/pdf") return true;
  // PDFs are text-framed: latin1 keeps every byte as one character, so markup anywhere is found.
  return !MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
}
