// POST deleteHistoricalWage: remove a wage that is not in force today (a past one, or a planned one). The
// current wage is refused: terminate it instead, so payroll keeps its history. When the latest wage goes
// and the one before it was only closed to make room for it (no termination reason), that one opens again.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { addDays, dayOf, todayIso } from "./day";
import { findVisibleWage } from "./find-visible-wage";
import { periodContains } from "./periods";
import { WAGE_INCLUDE, wageSnapshot } from "./wage-json";
import type { TDeleteHistoricalWageInput } from "./wages.types";

export async function deleteHistoricalWage(ctx: RequestContext, input: TDeleteHistoricalWageInput) {
  const wage = await findVisibleWage(ctx, input.wage_id);
  const start = dayOf(wage.startDate);
  const end = wage.endDate ? dayOf(wage.endDate) : null;
  if (periodContains({ start, end }, todayIso())) {
    const message = "This is the current wage: terminate it instead of deleting it";
    throw new AppError("conflict", message, { fields: { wage_id: message } });
  }
  await db.$transaction(async (tx) => {
    const later = await tx.employeeWage.count({
      where: { groupId: ctx.group.id, employeeId: wage.employeeId, startDate: { gt: wage.startDate } },
    });
    await tx.employeeWage.delete({ where: { id: wage.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "wage",
      objectId: wage.id,
      employeeId: wage.employeeId,
      before: wageSnapshot(wage),
    });
    if (later > 0) return;
    const previous = await tx.employeeWage.findFirst({
      where: { groupId: ctx.group.id, employeeId: wage.employeeId, startDate: { lt: wage.startDate } },
      orderBy: { startDate: "desc" },
      include: WAGE_INCLUDE,
    });
    const closedForThis =
      previous?.endDate && dayOf(previous.endDate) === addDays(start, -1) && !previous.terminationReason;
    if (!previous || !closedForThis) return;
    const reopened = await tx.employeeWage.update({
      where: { id: previous.id },
      data: { endDate: null },
      include: WAGE_INCLUDE,
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "wage",
      objectId: previous.id,
      employeeId: wage.employeeId,
      before: wageSnapshot(previous),
      after: wageSnapshot(reopened),
    });
  });
  return { data: { wage_id: wage.id, deleted: true } };
}
