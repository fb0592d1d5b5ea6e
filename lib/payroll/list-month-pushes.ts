// GET /api/integrations/days_off/pushes?year&month: the month's pushes, newest first, with their
// performance (duration, people and lines sent) and outcome.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { PayrollMonthPush } from "@/lib/db/generated/client";

export function pushJson(p: PayrollMonthPush) {
  return {
    id: p.id,
    integration_id: p.integrationId,
    command_id: p.commandId,
    year: p.year,
    month: p.month,
    status: p.status,
    is_retry: p.isRetry,
    people_sent: p.peopleSent,
    lines: p.lines,
    duration_ms: p.durationMs,
    difference: p.difference,
    receipt: p.receipt,
    error_reason: p.errorReason,
    created_at: p.createdAt.toISOString(),
    finished_at: p.finishedAt?.toISOString() ?? null,
  };
}

export async function listMonthPushes(ctx: RequestContext, input: { year: number; month: number }) {
  const rows = await db.payrollMonthPush.findMany({
    where: { groupId: ctx.group.id, year: input.year, month: input.month },
    orderBy: { id: "desc" },
    take: 100,
  });
  return listResponse(rows.map(pushJson), rows.length);
}
