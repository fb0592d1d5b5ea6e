// GET /api/integrations/days_off/pushes?year&month: the month's pushes, newest first, with their
// performance (duration, people and lines sent) and outcome, the command that carries each (its live
// status and its failure as a code the screen translates), who pushed, and whether the caller may retry it.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { PayrollMonthPush } from "@/lib/db/generated/client";
import { commandJson } from "@/lib/integrations/command-json";

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

/**
 * Who may run a failed push again: the HR user who pushed it (their own month push, with payroll.push
 * still), or an integration admin (integrations.manage, who may retry any command).
 */
export function mayRetryPush(ctx: RequestContext, push: Pick<PayrollMonthPush, "actorUserId">): boolean {
  return (
    (push.actorUserId === ctx.user.id && can(ctx.subject, "payroll.push")) || can(ctx.subject, "integrations.manage")
  );
}

export async function listMonthPushes(ctx: RequestContext, input: { year: number; month: number }) {
  const rows = await db.payrollMonthPush.findMany({
    where: { groupId: ctx.group.id, year: input.year, month: input.month },
    orderBy: { id: "desc" },
    take: 100,
  });
  const commandIds = rows.map((r) => r.commandId).filter((id): id is number => id !== null);
  const [commands, actors] = await Promise.all([
    db.integrationCommand.findMany({ where: { groupId: ctx.group.id, id: { in: commandIds } } }),
    db.user.findMany({
      where: { id: { in: [...new Set(rows.map((r) => r.actorUserId))] } },
      select: { id: true, name: true },
    }),
  ]);
  const commandOf = new Map(commands.map((c) => [c.id, commandJson(c)]));
  const nameOf = new Map(actors.map((u) => [u.id, u.name]));
  const data = rows.map((p) => ({
    ...pushJson(p),
    command: p.commandId === null ? null : (commandOf.get(p.commandId) ?? null),
    actor_name: nameOf.get(p.actorUserId) ?? null,
    may_retry: mayRetryPush(ctx, p),
  }));
  return listResponse(data, data.length);
}

export type MonthPushJson = Awaited<ReturnType<typeof listMonthPushes>>["data"][number];
