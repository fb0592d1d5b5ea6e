// What waits for the caller in /inbox, in one number (GET /api/inbox/pendingCount, the header badge, the
// weekly digest): the sum over every registered request kind the caller can act on (lib/requests).
import { cache } from "react";
import type { RequestContext } from "@/lib/api/context";
import { REQUEST_KINDS } from "@/lib/requests/request-kinds";

/**
 * The pending count of each kind the caller can act on, in registry order (the /inbox filter). Once per
 * render (React cache, keyed by the request's context): on /inbox the header badge and the page's filter
 * share one set of counts instead of counting every kind twice. Outside a render it simply runs.
 */
export const inboxCountsByKind = cache(async (ctx: RequestContext): Promise<Array<{ kind: string; count: number }>> => {
  const kinds = REQUEST_KINDS.filter((k) => k.actsOn(ctx));
  const counts = await Promise.all(kinds.map((k) => k.countPending(ctx)));
  return kinds.map((k, i) => ({ kind: k.key, count: counts[i] ?? 0 }));
});

export async function inboxPendingCount(ctx: RequestContext): Promise<{ total: number }> {
  const counts = await inboxCountsByKind(ctx);
  return { total: counts.reduce((sum, c) => sum + c.count, 0) };
}
