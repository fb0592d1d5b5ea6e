// What waits for the caller in /inbox, in one number (GET /api/inbox/pendingCount, the header badge, the
// weekly digest): the leave requests they can decide and the open data conflicts with the payroll
// provider they may resolve.
import type { RequestContext } from "@/lib/api/context";
import { openDataConflictCount } from "@/lib/integrations/data-conflicts/list-data-conflicts";
import { inboxPendingCount as leavePendingCount } from "@/lib/leave/list-leave-requests";

export async function inboxPendingCount(ctx: RequestContext): Promise<{ total: number }> {
  const [leave, conflicts] = await Promise.all([leavePendingCount(ctx), openDataConflictCount(ctx)]);
  return { total: leave.total + conflicts };
}
