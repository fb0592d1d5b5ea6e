// Random secrets (client secrets, codes, tokens) and their stored form: only a SHA-256 hash is kept, so a
// database leak gives no usable token. The prefix tells a leaked string's kind at a glance (secret scanners).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export function newSecret(prefix: "hrs" | "hrg" | "hra" | "hrr"): string {
  return `${prefix}_${randomBytes(32).toString("base64url")}`;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function sameHash(secret: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(secret), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** PKCE S256 (RFC 7636): BASE64URL(SHA256(verifier)) must equal the challenge sent on /authorize. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash("sha256").update(verifier, "ascii").digest("base64url"));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export const CODE_TTL_MS = 60_000;
export const ACCESS_TTL_MS = 60 * 60_000;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;
