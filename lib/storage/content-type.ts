// What a file really is, told by its bytes (magic numbers and container contents), never by the name or
// type the client sends. The one sniffer of the app: photos (lib/people/photo-format.ts), logos
// (lib/settings/image-type.ts) and documents (lib/documents) all ask it.
//
// Accepted: PDF, PNG, JPEG, GIF, WebP; DOCX/XLSX/PPTX (a zip whose [Content_Types].xml names the main
// part); DOC/XLS (an OLE2 compound file holding a WordDocument / Workbook stream); ODT/ODS (a zip whose
// first entry "mimetype" names it); plain text and CSV (valid UTF-8 without NUL). Everything else is
// refused, among it HTML, SVG and XML (they can carry script), executables (MZ, ELF, Mach-O, scripts
// with #!), other zips and other OLE files (MSI installers are OLE too).
import { isUtf8 } from "node:buffer";
import { inflateRawSync } from "node:zlib";

export type SniffedType =
  | "application/pdf"
  | "image/png"
  | "image/jpeg"
  | "image/gif"
  | "image/webp"
  | "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
  | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
  | "application/vnd.openxmlformats-officedocument.presentationml.presentation"
  | "application/msword"
  | "application/vnd.ms-excel"
  | "application/vnd.oasis.opendocument.text"
  | "application/vnd.oasis.opendocument.spreadsheet"
  | "text/plain"
  | "text/csv";

export type ImageType = "image/png" | "image/jpeg" | "image/webp" | "image/gif";

/** The extensions each type may carry; a known extension naming another type marks a disguised file. */
export const EXTENSIONS: Record<SniffedType, string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg", "jpe", "jfif"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/msword": ["doc"],
  "application/vnd.ms-excel": ["xls"],
  "application/vnd.oasis.opendocument.text": ["odt"],
  "application/vnd.oasis.opendocument.spreadsheet": ["ods"],
  "text/plain": ["txt", "text", "log", "md"],
  "text/csv": ["csv"],
};

// Extensions of types that are never accepted: a file named so is refused whatever it holds.
const REFUSED_EXTENSIONS = new Set([
  "html",
  "htm",
  "xhtml",
  "svg",
  "svgz",
  "xml",
  "js",
  "mjs",
  "exe",
  "dll",
  "com",
  "bat",
  "cmd",
  "msi",
  "sh",
  "ps1",
  "vbs",
  "jar",
  "scr",
  "hta",
  "php",
]);

const starts = (bytes: Uint8Array, sig: number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** Raster images only (photos, logos): PNG, JPEG, WebP, GIF. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  if (starts(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "image/gif";
  return null;
}

/**
 * The document type of the bytes, or null when it is not one we accept. `filename` only chooses between
 * text/csv and text/plain (the bytes cannot tell them apart).
 */
export function sniffDocument(bytes: Uint8Array, filename = ""): SniffedType | null {
  if (bytes.length === 0) return null;
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  const image = sniffImage(bytes);
  if (image) return image;
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return sniffZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return sniffOle(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (isExecutable(bytes)) return null;
  if (isSafeText(bytes)) return extensionOf(filename) === "csv" ? "text/csv" : "text/plain";
  return null;
}

/**
 * Why a named file is refused (its content is not accepted, or its extension names another type), or its
 * type and the name to keep: see documentName.
 */
export function checkDocument(
  bytes: Uint8Array,
  filename: string,
): { ok: true; type: SniffedType; name: string } | { ok: false; reason: "unsupported" | "mismatch" } {
  const type = sniffDocument(bytes, filename);
  if (!type) return { ok: false, reason: "unsupported" };
  const named = documentName(filename, type);
  return named.ok ? { ok: true, type, name: named.name } : named;
}

/**
 * The name a file of this type is kept and sent under. A name whose extension is one of the type's keeps
 * it; an extension of a type we never accept (html, exe, bat ...) or of another accepted type is refused;
 * any other name gets the type's own extension added ("run.jse" holding text becomes "run.jse.txt"), so
 * the person who downloads it never opens a script by its name. Trailing dots and spaces, which Windows
 * drops ("x.bat." is "x.bat" there), are removed first. Used at upload and when a file is renamed.
 */
export function documentName(
  filename: string,
  type: SniffedType,
): { ok: true; name: string } | { ok: false; reason: "unsupported" | "mismatch" } {
  const name = filename.replace(/[.\s]+$/u, "");
  const ext = extensionOf(name);
  if (ext && REFUSED_EXTENSIONS.has(ext)) return { ok: false, reason: "unsupported" };
  if (ext && EXTENSIONS[type].includes(ext)) return { ok: true, name };
  if (ext && Object.values(EXTENSIONS).some((list) => list.includes(ext))) return { ok: false, reason: "mismatch" };
  return { ok: true, name: `${name || "document"}.${EXTENSIONS[type][0]}` };
}

export function extensionOf(filename: string): string {
  const trimmed = filename.replace(/[.\s]+$/u, "");
  const dot = trimmed.lastIndexOf(".");
  return dot > 0
    ? trimmed
        .slice(dot + 1)
        .toLowerCase()
        .trim()
    : "";
}

function isExecutable(bytes: Uint8Array): boolean {
  return (
    starts(bytes, [0x4d, 0x5a]) || // MZ: Windows PE
    starts(bytes, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    starts(bytes, [0xcf, 0xfa, 0xed, 0xfe]) ||
    starts(bytes, [0xce, 0xfa, 0xed, 0xfe]) ||
    starts(bytes, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O / Java class
    starts(bytes, [0x23, 0x21]) // #! script
  );
}

// Valid UTF-8, no NUL, and not markup a browser would run (HTML, SVG, XML) in its first kilobytes.
function isSafeText(bytes: Uint8Array): boolean {
  // node:buffer's isUtf8, not TextDecoder: the same answer in every runtime (jsdom's TextDecoder differs).
  if (!isUtf8(bytes)) return false;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  if (text.includes("\u0000")) return false;
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (/^<(!doctype|html|head|body|svg|\?xml|script|iframe|meta|!--)/.test(head)) return false;
  if (/<(script|svg|html|iframe|object|embed)[\s>/]/.test(head)) return false;
  return true;
}

// --- zip (OOXML and OpenDocument) ----------------------------------------------------------------

type ZipEntry = { name: string; method: number; compressedSize: number; localOffset: number };

function sniffZip(buf: Buffer): SniffedType | null {
  const entries = readCentralDirectory(buf);
  if (!entries || entries.length === 0) return null;
  // OpenDocument: the first entry is "mimetype", stored, holding the media type.
  const first = entries.find((e) => e.localOffset === 0);
  if (first?.name === "mimetype") {
    const mime = readEntry(buf, first)?.toString("ascii").trim();
    if (mime === "application/vnd.oasis.opendocument.text") return mime;
    if (mime === "application/vnd.oasis.opendocument.spreadsheet") return mime;
    return null;
  }
  const types = entries.find((e) => e.name === "[Content_Types].xml");
  const xml = types ? readEntry(buf, types)?.toString("utf8") : undefined;
  if (!xml) return null;
  const has = (part: string) => xml.includes(`application/vnd.openxmlformats-officedocument.${part}.main+xml`);
  // Macro-enabled files (docm, xlsm) name a different main part and are refused.
  if (has("wordprocessingml.document"))
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  if (has("spreadsheetml.sheet")) return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  if (has("presentationml.presentation"))
    return "application/vnd.openxmlformats-officedocument.presentationml.presentation";
  return null;
}

function readCentralDirectory(buf: Buffer): ZipEntry[] | null {
  // End of central directory: signature 50 4B 05 06 within the last 64 KB + 22 bytes.
  const min = Math.max(0, buf.length - 65_557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count && i < 5000; i++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== 0x02014b50) return null;
    const method = buf.readUInt16LE(offset + 10);
    const compressedSize = buf.readUInt32LE(offset + 20);
    const nameLength = buf.readUInt16LE(offset + 28);
    const extraLength = buf.readUInt16LE(offset + 30);
    const commentLength = buf.readUInt16LE(offset + 32);
    const localOffset = buf.readUInt32LE(offset + 42);
    const name = buf.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
    entries.push({ name, method, compressedSize, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readEntry(buf: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  if (entry.compressedSize > 4 * 1024 * 1024) return null;
  try {
    if (entry.method === 0) return data;
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: 8 * 1024 * 1024 });
  } catch {
    return null;
  }
  return null;
}

// --- OLE2 compound files (DOC, XLS) ---------------------------------------------------------------

// The directory holds stream names in UTF-16LE; a Word file has "WordDocument", an Excel file
// "Workbook" (BIFF8) or "Book" (BIFF5). Anything else (MSI, PowerPoint 97, Outlook) is refused.
function sniffOle(buf: Buffer): SniffedType | null {
  const utf16 = (s: string) => Buffer.from(`${s}\u0000`, "utf16le");
  if (buf.includes(utf16("WordDocument"))) return "application/msword";
  if (buf.includes(utf16("Workbook")) || buf.includes(utf16("Book"))) return "application/vnd.ms-excel";
  return null;
}
