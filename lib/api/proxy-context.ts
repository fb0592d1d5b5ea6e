// The request context of a page request as proxy.ts resolves it: the session the cookie names (lib/auth),
// then the existing one-query session context (session-context.ts), the same read route() and pages make.
import type { NextRequest } from "next/server";
import { sessionIdFromCookies } from "@/lib/auth/session-token";
import type { RequestContext } from "./context";
import { loadSessionContext } from "./session-context";

/** Whether the request reached us over https (the same rule the pages apply to the session cookie). */
export function forwardedHttps(req: Pick<NextRequest, "headers">): boolean {
  return (req.headers.get("x-forwarded-proto") ?? "").split(",")[0]!.trim() === "https";
}

export async function resolveProxyContext(req: NextRequest): Promise<RequestContext | null> {
  const sessionId = await sessionIdFromCookies((name) => req.cookies.get(name)?.value, forwardedHttps(req));
  return sessionId ? loadSessionContext(sessionId) : null;
}
