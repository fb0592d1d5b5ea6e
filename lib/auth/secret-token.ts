// Random tokens for links (password reset, email change, invitations): 256 bits, URL-safe; only the
// SHA-256 is stored, so a leaked database does not hand out working links.
import { createHash, randomBytes } from "node:crypto";

export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as it can appear in a link: refuses anything that is obviously not one before any lookup. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(value);
}
