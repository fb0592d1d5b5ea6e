// POST terminateWage: end a wage on end_date with a termination reason (and an optional message for the
// account manager at the payroll provider). The end may not fall before the wage's start, nor on or after
// the start of a later wage (the periods would overlap).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { dayOf, formatDay, parseIsoDate, todayIso } from "./day";
import { findVisibleWage } from "./find-visible-wage";
import { WAGE_INCLUDE, wageJson, wageSnapshot } from "./wage-json";
import type { TTerminateWageInput } from "./wages.types";

export async function terminateWage(ctx: RequestContext, input: TTerminateWageInput) {
  const wage = await findVisibleWage(ctx, input.wage_id);
  const start = dayOf(wage.startDate);
  if (input.end_date < start) throw endError(`end_date cannot be before the wage's start (${formatDay(start)})`);
  const updated = await db.$transaction(async (tx) => {
    const next = await tx.employeeWage.findFirst({
      where: { groupId: ctx.group.id, employeeId: wage.employeeId, startDate: { gt: wage.startDate } },
      orderBy: { startDate: "asc" },
      select: { startDate: true },
    });
    if (next && input.end_date >= dayOf(next.startDate)) {
      throw endError(`end_date must be before the start of the next wage (${formatDay(dayOf(next.startDate))})`);
    }
    const row = await tx.employeeWage.update({
      where: { id: wage.id },
      data: {
        endDate: parseIsoDate(input.end_date),
        terminationReason: input.termination_reason,
        extraMessageAccountManager: input.extra_message_account_manager ?? null,
      },
      include: WAGE_INCLUDE,
    });
    await recordAudit(tx, ctx, {
      action: "terminate",
      objectType: "wage",
      objectId: wage.id,
      employeeId: wage.employeeId,
      before: wageSnapshot(wage),
      after: wageSnapshot(row),
    });
    return row;
  });
  return { data: wageJson(updated, todayIso(), ctx.user.language) };
}

function endError(message: string) {
  return AppError.validation({ end_date: message }, message);
}
