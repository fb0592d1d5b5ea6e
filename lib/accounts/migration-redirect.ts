// The forced redirect to /account-migration at start-up (spec section 2). Called by app/(app)/layout.tsx
// after the page context is known, so it covers every way the app starts: a full page load, a client
// navigation into the app, and the render that follows the sign-in server action's redirect (that render
// happens inside the action's own request, which proxy.ts cannot steer). The current path comes from the
// x-hr-pathname request header that proxy.ts sets, so /account-migration itself is never redirected.
// Kept cheap: nothing unless the federated login system is configured, no check for an impersonating
// admin, and one answer per session remembered for 30 seconds.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { RequestContext } from "@/lib/api/context";
import { federatedLoginConfigured } from "./federated-login-config";
import { PATHNAME_HEADER } from "./migration-path-header";
import { loadMigrationStatus } from "./migration-status";

export const ACCOUNT_MIGRATION_PATH = "/account-migration";
const CACHE_MS = 30_000;
const CACHE_MAX = 5000;
const cache = new Map<string, { required: boolean; until: number }>();

export async function isMigrationRequired(
  ctx: Pick<RequestContext, "sessionId" | "user" | "group" | "impersonatorUserId" | "boundGroupId">,
): Promise<boolean> {
  // Only the person themselves can migrate: not an impersonating admin, nor a group-SSO session.
  if (!federatedLoginConfigured() || ctx.impersonatorUserId || ctx.boundGroupId !== null) return false;
  const now = Date.now();
  let hit = cache.get(ctx.sessionId);
  if (!hit || hit.until <= now) {
    const status = await loadMigrationStatus(ctx);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    hit = { required: status.required, until: now + CACHE_MS };
    cache.set(ctx.sessionId, hit);
  }
  return hit.required;
}

/**
 * In app/(app)/layout.tsx: sends the user to /account-migration while their migration is required.
 * Returns true when the redirect must happen in the browser instead (render <MigrationRedirect /> then):
 * right after a server action that redirected (the sign-in form does), Next renders the target inside
 * the action's response, where a server-side redirect leaves the browser on a blank page.
 */
export async function redirectIfMigrationRequired(
  ctx: Pick<RequestContext, "sessionId" | "user" | "group" | "impersonatorUserId" | "boundGroupId">,
  request?: { pathname: string | null; insideActionRedirect: boolean },
): Promise<boolean> {
  const { pathname, insideActionRedirect } = request ?? (await currentRequest());
  if (pathname === ACCOUNT_MIGRATION_PATH || pathname?.startsWith(`${ACCOUNT_MIGRATION_PATH}/`)) return false;
  if (!(await isMigrationRequired(ctx))) return false;
  if (insideActionRedirect) return true;
  redirect(ACCOUNT_MIGRATION_PATH);
}

async function currentRequest() {
  const h = await headers();
  return { pathname: h.get(PATHNAME_HEADER), insideActionRedirect: h.has("x-action-redirect") };
}

/** For tests: forget remembered answers. */
export function clearMigrationRedirectCache(): void {
  cache.clear();
}
