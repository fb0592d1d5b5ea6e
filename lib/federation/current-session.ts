// The browser's current server-side session in a route handler (null when signed out).
import { sessionFromCookies } from "@/lib/auth/session-token";
import type { ActiveSession } from "@/lib/auth/user-session";
import { isHttpsRequest, readCookie } from "@/lib/api/request-checks";

export function currentSession(req: Request): Promise<ActiveSession | null> {
  return sessionFromCookies((name) => readCookie(req, name), isHttpsRequest(req));
}
