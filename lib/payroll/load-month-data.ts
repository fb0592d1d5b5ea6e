// Loads one payroll month for the people a caller may see (or a chosen few) in a fixed number of queries,
// whatever the number of people: people, contracts, provider links, leave requests, day-off types,
// schedules and holidays. The anomaly rules and the push's lines both read it.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { groupHolidaySet } from "@/lib/leave/group-holidays";
import { toIsoDate } from "@/lib/leave/iso-date";
import { loadSchedules, scheduleOn } from "@/lib/leave/person-schedules";
import { scheduledMinutesOn } from "@/lib/leave/weekly-schedule";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import type { MonthData, MonthRequest } from "./anomalies/anomaly.types";
import { firstDayOf, lastDayOf } from "./payroll-month";

export type MonthScope = {
  year: number;
  month: number;
  integration: { id: number; source: string; alias?: string } | null;
  employeeIds?: number[];
};

export async function loadMonthData(ctx: RequestContext, scope: MonthScope): Promise<MonthData> {
  const firstDay = firstDayOf(scope.year, scope.month);
  const lastDay = lastDayOf(scope.year, scope.month);
  const inMonth: Prisma.EmployeeWhereInput = {
    AND: [
      visiblePeopleWhere(ctx),
      { OR: [{ startDate: null }, { startDate: { lte: lastDay } }] },
      { OR: [{ endDate: null }, { endDate: { gte: firstDay } }] },
      ...(scope.employeeIds ? [{ id: { in: scope.employeeIds } }] : []),
    ],
  };
  const people = await db.employee.findMany({
    where: inMonth,
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      ...NAME_PARTS_SELECT,
      nationalNumberEnc: true,
      ibanEnc: true,
    },
  });
  const ids = people.map((p) => p.id);
  const [wages, links, requests, types, schedules, holidays] = await Promise.all([
    db.employeeWage.findMany({
      where: {
        groupId: ctx.group.id,
        employeeId: { in: ids },
        startDate: { lte: lastDay },
        OR: [{ endDate: null }, { endDate: { gte: firstDay } }],
      },
      select: { employeeId: true },
      distinct: ["employeeId"],
    }),
    scope.integration
      ? db.employeeProviderLink.findMany({
          where: { groupId: ctx.group.id, integrationId: scope.integration.id, employeeId: { in: ids } },
          select: { employeeId: true },
        })
      : Promise.resolve([]),
    db.leaveRequest.findMany({
      where: {
        groupId: ctx.group.id,
        employeeId: { in: ids },
        status: { in: ["pending", "approved", "deletion_requested"] },
        startDate: { lte: lastDay },
        endDate: { gte: firstDay },
      },
      select: {
        id: true,
        employeeId: true,
        dayOffTypeId: true,
        status: true,
        startDate: true,
        endDate: true,
        startPart: true,
        endPart: true,
        minutes: true,
      },
    }),
    db.dayOffType.findMany({
      where: { groupId: ctx.group.id },
      select: { id: true, kind: true, name: true, payrollCodes: true },
    }),
    loadSchedules(ids),
    groupHolidaySet(ctx.group.id, ctx.group.country, toIsoDate(firstDay), toIsoDate(lastDay)),
  ]);
  const contracted = new Set(wages.map((w) => w.employeeId));
  const linked = new Set(links.map((l) => l.employeeId));
  return {
    year: scope.year,
    month: scope.month,
    first: toIsoDate(firstDay),
    last: toIsoDate(lastDay),
    providerKey: scope.integration?.source ?? null,
    providerName: scope.integration?.alias ?? null,
    people: people.map((p) => ({
      id: p.id,
      name: displayName(p),
      hasNationalNumber: !!p.nationalNumberEnc,
      hasIban: !!p.ibanEnc,
      hasContract: contracted.has(p.id),
      linked: linked.has(p.id),
    })),
    requests: requests.map((r): MonthRequest => ({
      id: r.id,
      employeeId: r.employeeId,
      dayOffTypeId: r.dayOffTypeId,
      status: r.status,
      from: toIsoDate(r.startDate),
      to: toIsoDate(r.endDate),
      startPart: r.startPart === "second_half" ? "second_half" : "full",
      endPart: r.endPart === "first_half" ? "first_half" : "full",
      minutes: r.minutes,
    })),
    types: new Map(
      types.map((t) => [
        t.id,
        {
          id: t.id,
          kind: t.kind,
          name: t.name || t.kind,
          payrollCodes: (t.payrollCodes ?? {}) as Record<string, string>,
        },
      ]),
    ),
    scheduledMinutes: (employeeId, date) => scheduledMinutesOn(scheduleOn(schedules.get(employeeId), date), date),
    holidays,
  };
}
