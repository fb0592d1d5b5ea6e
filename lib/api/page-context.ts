// The request context for server components and pages: the same session and rights as route(), read
// from the request's cookies once per render (React cache).
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { canAccessArea, type Area } from "@/lib/access/areas";
import { sessionIdFromCookies } from "@/lib/auth/session-token";
import type { RequestContext } from "./context";
import { loadSessionContext } from "./session-context";

export const getPageContext = cache(async (): Promise<RequestContext | null> => {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const https = (head.get("x-forwarded-proto") ?? "").split(",")[0]!.trim() === "https";
  const sessionId = await sessionIdFromCookies((name) => jar.get(name)?.value, https);
  return sessionId ? loadSessionContext(sessionId) : null;
});

/** For page.tsx: the context, or a redirect to /login; a closed area answers the 404 page. */
export async function requirePageContext(area?: Area): Promise<RequestContext> {
  const ctx = await getPageContext();
  if (!ctx) redirect("/login");
  if (area && !canAccessArea(ctx.subject, area)) notFound();
  return ctx;
}
