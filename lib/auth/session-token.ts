// Reads the Auth.js session cookie and returns the server-side session it names. Works from route
// handlers, server components and tests alike, because it only needs a cookie reader.
import { decode } from "next-auth/jwt";
import { findActiveSession, type ActiveSession } from "./user-session";
import { SESSION_COOKIE_NAMES } from "./session-settings";

export type CookieReader = (name: string) => string | undefined;

export async function sessionFromCookies(readCookie: CookieReader): Promise<ActiveSession | null> {
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readCookie(name);
    if (!token) continue;
    const sid = await sessionIdFromToken(token, name);
    if (sid) return findActiveSession(sid);
  }
  return null;
}

async function sessionIdFromToken(token: string, cookieName: string): Promise<string | null> {
  try {
    const payload = await decode({ token, secret: authSecret(), salt: cookieName });
    return typeof payload?.sid === "string" ? payload.sid : null;
  } catch {
    return null; // tampered, expired or signed with another secret: treated as signed out
  }
}

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}
