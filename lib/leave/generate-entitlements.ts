// The yearly entitlement entries. For statutory vacation: Belgium from the previous year (employees: months
// worked; workers: days worked, from the schedule), scaled to the current regime; the Netherlands four times
// the weekly hours, expressed in days of the person's schedule. Other balance types get the company's
// yearly allowance. A person's exception overrides either. Runs again without doubling: a person who
// already has the year's entitlement for a type is skipped.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { ensureDayOffTypes } from "./day-off-types";
import {
  belgianEmployeeEntitlement,
  belgianPartTimeEntitlement,
  belgianWorkerEntitlement,
  dutchExpiryDate,
} from "./entitlement";
import { eachDate, parseIsoDate, toIsoDate } from "./iso-date";
import { loadSchedules, scheduleOn, scheduleRowOn, type ScheduleRow } from "./person-schedules";
import { averageWeeklyMinutes, averageWorkingDaysPerWeek, scheduledMinutesOn } from "./weekly-schedule";

type Person = { id: number; startDate: Date | null; endDate: Date | null };

export function statutoryVacationDays(
  country: "BE" | "NL",
  person: Person,
  schedules: ScheduleRow[] | undefined,
  year: number,
): number {
  const current = scheduleOn(schedules, `${year}-01-01`);
  const daysPerWeek = averageWorkingDaysPerWeek(current);
  if (country === "NL") {
    // 4 × weekly hours, in days of this person's average working day.
    const weeklyMinutes = averageWeeklyMinutes(current);
    if (weeklyMinutes === 0) return 0;
    const minutesPerDay = weeklyMinutes / daysPerWeek;
    return Math.round(((4 * weeklyMinutes) / minutesPerDay) * 2) / 2;
  }
  const prevFrom = maxDate(`${year - 1}-01-01`, person.startDate ? toIsoDate(person.startDate) : null);
  const prevTo = minDate(`${year - 1}-12-31`, person.endDate ? toIsoDate(person.endDate) : null);
  if (prevFrom > prevTo) return 0;
  const nature = scheduleRowOn(schedules, prevTo)?.employmentNature ?? "employee";
  let fullTime: number;
  if (nature === "worker") {
    let days = 0;
    for (const date of eachDate(prevFrom, prevTo))
      if (scheduledMinutesOn(scheduleOn(schedules, date), date) > 0) days += 1;
    // The worker table counts days on a five-day basis.
    const prevDaysPerWeek = averageWorkingDaysPerWeek(scheduleOn(schedules, prevTo)) || 5;
    fullTime = belgianWorkerEntitlement(Math.round((days * 5) / prevDaysPerWeek));
  } else {
    fullTime = belgianEmployeeEntitlement(monthsCovered(prevFrom, prevTo));
  }
  return daysPerWeek >= 5 ? fullTime : belgianPartTimeEntitlement(fullTime, daysPerWeek);
}

export async function generateEntitlements(ctx: RequestContext, input: { year: number }) {
  await ensureDayOffTypes(ctx.group.id);
  const yearStart = parseIsoDate(`${input.year}-01-01`);
  const types = await db.dayOffType.findMany({
    where: { groupId: ctx.group.id, tracksBalance: true, archivedAt: null },
  });
  const people = await db.employee.findMany({
    where: { groupId: ctx.group.id, deletedAt: null, OR: [{ endDate: null }, { endDate: { gte: yearStart } }] },
    select: { id: true, startDate: true, endDate: true },
  });
  const schedules = await loadSchedules(people.map((p) => p.id));
  const exceptions = await db.leaveAllowanceException.findMany({
    where: { year: input.year, dayOffTypeId: { in: types.map((t) => t.id) } },
  });
  const existing = await db.leaveLedgerEntry.findMany({
    where: { groupId: ctx.group.id, kind: "entitlement", date: yearStart },
    select: { employeeId: true, dayOffTypeId: true },
  });
  const done = new Set(existing.map((e) => `${e.employeeId}:${e.dayOffTypeId}`));
  const rows: Prisma.LeaveLedgerEntryCreateManyInput[] = [];
  for (const person of people) {
    for (const type of types) {
      if (done.has(`${person.id}:${type.id}`)) continue;
      const exception = exceptions.find((e) => e.employeeId === person.id && e.dayOffTypeId === type.id);
      let amount: number;
      if (exception) amount = Number(exception.amount);
      else if (type.kind === "vacation" && type.unit === "days")
        amount = statutoryVacationDays(ctx.group.country, person, schedules.get(person.id), input.year);
      else amount = Number(type.yearlyAllowance ?? 0);
      if (amount === 0) continue;
      // Belgian leave is taken within the year; Dutch statutory days lapse six months after it.
      const expiresOn =
        ctx.group.country === "NL" && type.kind === "vacation"
          ? dutchExpiryDate(input.year, true)
          : `${input.year + 1}-01-01`;
      rows.push({
        groupId: ctx.group.id,
        employeeId: person.id,
        dayOffTypeId: type.id,
        date: yearStart,
        kind: "entitlement" as const,
        amount,
        expiresOn: parseIsoDate(expiresOn),
        note: `entitlement ${input.year}`,
        createdByUserId: ctx.user.id,
      });
    }
  }
  await db.$transaction(async (tx) => {
    if (rows.length) await tx.leaveLedgerEntry.createMany({ data: rows });
    await recordAudit(tx, ctx, {
      action: "generate",
      objectType: "leave_entitlements",
      objectId: input.year,
      after: { entries: rows.length },
    });
  });
  return { data: { year: input.year, created: rows.length, skipped: done.size } };
}

function monthsCovered(from: string, to: string): number {
  // Months in which the person was employed for the whole month, plus partial months counted when at least
  // half worked (a simplification of the assimilation rules; the payroll provider makes the final count).
  let months = 0;
  for (let m = 1; m <= 12; m++) {
    const first = `${from.slice(0, 4)}-${String(m).padStart(2, "0")}-01`;
    const last = toIsoDate(new Date(Date.UTC(Number(from.slice(0, 4)), m, 0)));
    const start = maxDate(first, from);
    const end = minDate(last, to);
    if (start > end) continue;
    const covered = (parseIsoDate(end).getTime() - parseIsoDate(start).getTime()) / 86_400_000 + 1;
    const length = Number(last.slice(8));
    if (covered * 2 >= length) months += 1;
  }
  return months;
}

function maxDate(a: string, b: string | null): string {
  return b && b > a ? b : a;
}
function minDate(a: string, b: string | null): string {
  return b && b < a ? b : a;
}
