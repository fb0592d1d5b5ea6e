// POST setCurrentWage: the person's wage from start_date on, with its monthly extras. The open wage is
// closed the day before; the new one must start after the latest wage and may not overlap a terminated
// wage that runs past its start. Amounts are stored as integer cents.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { addDays, dayOf, formatDay, parseIsoDate, todayIso, type IsoDate } from "./day";
import { WAGE_INCLUDE, wageJson, wageSnapshot } from "./wage-json";
import type { TSetCurrentWageInput } from "./wages.types";

export async function setCurrentWage(ctx: RequestContext, input: TSetCurrentWageInput) {
  const employee = await findVisibleEmployee(ctx, input.employee_id, { id: true });
  const created = await db.$transaction((tx) =>
    addWageInTx(tx, ctx, employee.id, {
      start: input.start_date,
      brutoCents: input.bruto,
      currency: input.currency,
      weeklyMinutes: input.weekly_minutes,
      registrationCountryCode: input.registration_country_code,
      extras: input.extras,
    }),
  );
  return { data: wageJson(created, todayIso(), ctx.user.language) };
}

export type NewWage = {
  start: IsoDate;
  brutoCents: number;
  currency: string;
  weeklyMinutes: number;
  registrationCountryCode: string;
  extras: Partial<Record<string, number>>;
};

/**
 * Inside the caller's transaction: the wage from `start` on, closing the open one the day before (also used by
 * contracts: a new contract and an approved wage change add their wage here). Refuses a start on or before
 * the latest wage's start and an overlap with a terminated wage (422 on start_date).
 */
export async function addWageInTx(
  tx: Prisma.TransactionClient,
  ctx: RequestContext,
  employeeId: number,
  wage: NewWage,
) {
  const start = wage.start;
  const latest = await tx.employeeWage.findFirst({
    where: { groupId: ctx.group.id, employeeId },
    orderBy: { startDate: "desc" },
    include: WAGE_INCLUDE,
  });
  if (latest) {
    const latestStart = dayOf(latest.startDate);
    const latestEnd = latest.endDate ? dayOf(latest.endDate) : null;
    if (latestStart >= start) {
      throw startError(`start_date must be after the start of the latest wage (${formatDay(latestStart)})`);
    }
    if (latestEnd !== null && latestEnd >= start) {
      throw startError(`start_date overlaps the wage that runs until ${formatDay(latestEnd)}`);
    }
    if (latestEnd === null) {
      const closed = await tx.employeeWage.update({
        where: { id: latest.id },
        data: { endDate: parseIsoDate(addDays(start, -1)) },
        include: WAGE_INCLUDE,
      });
      await recordAudit(tx, ctx, {
        action: "update",
        objectType: "wage",
        objectId: latest.id,
        employeeId,
        before: wageSnapshot(latest),
        after: wageSnapshot(closed),
      });
    }
  }
  const benefits = Object.entries(wage.extras)
    .filter((entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > 0)
    .map(([kind, amountCents]) => ({ groupId: ctx.group.id, kind, amountCents }));
  const row = await tx.employeeWage.create({
    data: {
      groupId: ctx.group.id,
      employeeId,
      startDate: parseIsoDate(start),
      brutoCents: wage.brutoCents,
      currency: wage.currency,
      weeklyMinutes: wage.weeklyMinutes,
      registrationCountryCode: wage.registrationCountryCode,
      benefits: { create: benefits },
    },
    include: WAGE_INCLUDE,
  });
  await recordAudit(tx, ctx, {
    action: "create",
    objectType: "wage",
    objectId: row.id,
    employeeId,
    after: wageSnapshot(row),
  });
  return row;
}

function startError(message: string) {
  return AppError.validation({ start_date: message }, message);
}
