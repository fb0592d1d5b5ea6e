// Recognises an image from its first bytes (magic numbers), never from a declared type or file name.
// Only raster formats: SVG is refused because it can carry script and external references, and a
// sanitiser is one more thing to get wrong for a logo that a PNG serves as well.
export type LogoMime = "image/png" | "image/jpeg" | "image/webp";

export function sniffImageType(bytes: Uint8Array): LogoMime | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF....WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}
