// What waits for the caller in /inbox, in one number (GET /api/inbox/pendingCount, the header badge, the
// weekly digest): the sum over every registered request kind the caller can act on (lib/requests).
import type { RequestContext } from "@/lib/api/context";
import { REQUEST_KINDS } from "@/lib/requests/request-kinds";

export async function inboxPendingCount(ctx: RequestContext): Promise<{ total: number }> {
  const counts = await Promise.all(REQUEST_KINDS.map((k) => (k.actsOn(ctx) ? k.countPending(ctx) : 0)));
  return { total: counts.reduce((a, b) => a + b, 0) };
}

/** The pending count of each kind the caller can act on, in registry order (the /inbox filter). */
export async function inboxCountsByKind(ctx: RequestContext): Promise<Array<{ kind: string; count: number }>> {
  const kinds = REQUEST_KINDS.filter((k) => k.actsOn(ctx));
  const counts = await Promise.all(kinds.map((k) => k.countPending(ctx)));
  return kinds.map((k, i) => ({ kind: k.key, count: counts[i] ?? 0 }));
}
