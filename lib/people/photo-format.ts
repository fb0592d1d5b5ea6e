// Which image a photo is, told by its first bytes (magic numbers), never by what the client claims:
// JPEG, PNG or WebP, through the app's one sniffer (lib/storage/content-type.ts).
import { sniffImage } from "@/lib/storage/content-type";

export type PhotoMime = "image/jpeg" | "image/png" | "image/webp";

export function sniffPhotoMime(bytes: Uint8Array): PhotoMime | null {
  const type = sniffImage(bytes);
  return type === "image/gif" ? null : type;
}

/** Strict base64 (optionally a data: URL prefix); null when it is not base64. */
export function decodeBase64(input: string): Buffer | null {
  const body = input.replace(/^data:[a-z0-9/+.-]+;base64,/i, "").replace(/\s/g, "");
  if (body.length === 0 || body.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return null;
  return Buffer.from(body, "base64");
}
