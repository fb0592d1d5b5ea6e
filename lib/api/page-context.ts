// The request context for server components and pages: the same session and rights as route(), once per
// render (React cache). On a page request proxy.ts has resolved it already and hands it over
// (lib/api/context-handoff.ts); otherwise (a server action's render, a request the proxy did not see) it is
// read here from the request's cookies.
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { pageAccess } from "@/lib/access/page-areas";
import { sessionIdFromCookies } from "@/lib/auth/session-token";
import type { RequestContext } from "./context";
import { CONTEXT_HEADER, takeHandedOffContext } from "./context-handoff";
import { loadSessionContext } from "./session-context";

export const getPageContext = cache(async (): Promise<RequestContext | null> => {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const https = (head.get("x-forwarded-proto") ?? "").split(",")[0]!.trim() === "https";
  const sessionId = await sessionIdFromCookies((name) => jar.get(name)?.value, https);
  if (!sessionId) return null;
  return takeHandedOffContext(head.get(CONTEXT_HEADER), sessionId) ?? loadSessionContext(sessionId);
});

/**
 * For page.tsx: the context, or a redirect to /login. `page` is the page's path (its static part, e.g.
 * "/people" for /people/[id]): a page outside the caller's area gates (lib/access/page-areas.ts, the
 * table proxy.ts checks first) answers the 404 page. Layouts call it without a path.
 */
export async function requirePageContext(page?: `/${string}`): Promise<RequestContext> {
  const ctx = await getPageContext();
  if (!ctx) redirect("/login");
  if (page && pageAccess(ctx.subject, page) !== "open") notFound();
  return ctx;
}
