// The forced redirect to /account-migration at start-up (spec section 2), run by proxy.ts. Kept cheap:
// nothing at all unless the federated login system is configured; only top-level page loads (not API
// calls, RSC fetches, prefetches or assets); and the answer per session is remembered for 30 seconds.
// Pages and route handlers do not rely on it (proxy is no security boundary); it only steers the browser.
import type { NextRequest } from "next/server";
import { sessionFromCookies } from "@/lib/auth/session-token";
import { federatedLoginConfigured } from "./federated-login-config";
import { loadMigrationStatus } from "./migration-status";

export const ACCOUNT_MIGRATION_PATH = "/account-migration";
const EXEMPT = [ACCOUNT_MIGRATION_PATH, "/login", "/rerouter", "/signup", "/user/email_invites"];
const CACHE_MS = 30_000;
const CACHE_MAX = 5000;
const cache = new Map<string, { required: boolean; until: number }>();

export function isPageLoad(req: NextRequest): boolean {
  if (req.method !== "GET") return false;
  if (req.headers.has("rsc") || req.headers.has("next-router-prefetch") || req.headers.has("next-action")) return false;
  const dest = req.headers.get("sec-fetch-dest");
  if (dest) return dest === "document";
  return (req.headers.get("accept") ?? "").includes("text/html");
}

/** "/account-migration" when this page load must go there first, else null. */
export async function migrationRedirectFor(req: NextRequest): Promise<string | null> {
  if (!federatedLoginConfigured() || !isPageLoad(req)) return null;
  const path = req.nextUrl.pathname;
  if (EXEMPT.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  const https = (req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(":", "")).split(",")[0]!.trim() === "https";
  const session = await sessionFromCookies((name) => req.cookies.get(name)?.value, https);
  // An admin impersonating someone is not the person whose login moves.
  if (!session || session.impersonatorUserId || session.groupId === null) return null;
  const now = Date.now();
  let hit = cache.get(session.id);
  if (!hit || hit.until <= now) {
    const status = await loadMigrationStatus({ user: { id: session.userId }, group: { id: session.groupId } });
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    hit = { required: status.required, until: now + CACHE_MS };
    cache.set(session.id, hit);
  }
  return hit.required ? ACCOUNT_MIGRATION_PATH : null;
}

/** For tests: forget remembered answers. */
export function clearMigrationRedirectCache(): void {
  cache.clear();
}
