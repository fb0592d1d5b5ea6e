// Which image a photo is, told by its first bytes (magic numbers), never by what the client claims:
// JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" <size> "WEBP".
export type PhotoMime = "image/jpeg" | "image/png" | "image/webp";

export function sniffPhotoMime(bytes: Uint8Array): PhotoMime | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** Strict base64 (optionally a data: URL prefix); null when it is not base64. */
export function decodeBase64(input: string): Buffer | null {
  const body = input.replace(/^data:[a-z/+.-]+;base64,/i, "").replace(/\s/g, "");
  if (body.length === 0 || body.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return null;
  return Buffer.from(body, "base64");
}
