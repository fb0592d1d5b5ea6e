// Reads the Auth.js session cookie and returns the server-side session it names. Works from route
// handlers, server components and tests alike, because it only needs a cookie reader.
import { decode } from "next-auth/jwt";
import { findActiveSession, type ActiveSession } from "./user-session";
import { SESSION_COOKIE_NAMES } from "./session-settings";

export type CookieReader = (name: string) => string | undefined;

/**
 * On https only the __Secure- cookie counts: a plain-named cookie could have been planted by a sibling
 * subdomain or over http.
 */
export async function sessionFromCookies(readCookie: CookieReader, https = false): Promise<ActiveSession | null> {
  const sid = await sessionIdFromCookies(readCookie, https);
  return sid ? findActiveSession(sid) : null;
}

/** The session id the cookie names, not yet checked against the database (lib/api/session-context.ts does). */
export async function sessionIdFromCookies(readCookie: CookieReader, https = false): Promise<string | null> {
  for (const name of https ? SESSION_COOKIE_NAMES.filter((n) => n.startsWith("__Secure-")) : SESSION_COOKIE_NAMES) {
    const token = readCookie(name);
    if (!token) continue;
    const sid = await sessionIdFromToken(token, name);
    if (sid) return sid;
  }
  return null;
}

// Decoding a token (key derivation + decryption) costs about a millisecond; the same cookie arrives on
// every request, so remember what it said until it expires. Only the token-to-id mapping is cached:
// whether the session is still valid is read from the database every time.
const DECODED_CACHE_MAX = 5000;
const decoded = new Map<string, { sid: string; expiresAtMs: number }>();

async function sessionIdFromToken(token: string, cookieName: string): Promise<string | null> {
  const cacheKey = `${cookieName}:${token}`;
  const hit = decoded.get(cacheKey);
  if (hit && hit.expiresAtMs > Date.now()) return hit.sid;
  try {
    const payload = await decode({ token, secret: authSecret(), salt: cookieName });
    if (typeof payload?.sid !== "string") return null;
    if (decoded.size >= DECODED_CACHE_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(cacheKey, {
      sid: payload.sid,
      expiresAtMs: typeof payload.exp === "number" ? payload.exp * 1000 : Date.now() + 60_000,
    });
    return payload.sid;
  } catch {
    return null; // tampered, expired or signed with another secret: treated as signed out
  }
}

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}
