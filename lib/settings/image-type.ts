// Recognises an image from its first bytes (magic numbers), never from a declared type or file name,
// through the app's one sniffer (lib/storage/content-type.ts). Only raster formats: SVG is refused
// because it can carry script and external references, and a sanitiser is one more thing to get wrong
// for a logo that a PNG serves as well.
import { sniffImage } from "@/lib/storage/content-type";

export type LogoMime = "image/png" | "image/jpeg" | "image/webp";

export function sniffImageType(bytes: Uint8Array): LogoMime | null {
  const type = sniffImage(bytes);
  return type === "image/gif" ? null : type;
}
