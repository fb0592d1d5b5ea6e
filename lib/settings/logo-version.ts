// A short content hash of the logo: its URL carries it, so a browser may cache each version forever and
// a new upload is a new URL.
import { createHash } from "node:crypto";

export function logoVersion(logo: Uint8Array): string {
  return createHash("sha256").update(logo).digest("hex").slice(0, 16);
}

export function logoUrl(logo: Uint8Array | null): string | null {
  return logo ? `/util/logo/getlogo?v=${logoVersion(logo)}` : null;
}
