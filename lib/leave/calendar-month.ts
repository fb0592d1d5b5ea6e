// The month view: the people the caller may see (team filter, sorted by name, last name or id) with
// their leave in the month, public holidays and each person's non-working days. Self-service employees
// see that a colleague is away, not why: the type stays visible only on their own row.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { groupHolidaySet } from "./group-holidays";
import { eachDate, parseIsoDate, toIsoDate, weekdayIndex } from "./iso-date";
import type { TCalendarMonthInput } from "./leave.types";
import { loadSchedules, scheduleOn } from "./person-schedules";
import { scheduledMinutesOn } from "./weekly-schedule";

export type CalendarCell = {
  request_id: number;
  status: string;
  day_off_type_id: number | null;
  part: "full" | "first_half" | "second_half";
};
/** One request within the month: its first and last day here and the part of those days taken. */
export type CalendarSpan = {
  request_id: number;
  status: string;
  day_off_type_id: number | null;
  from: string;
  to: string;
  start_part: "full" | "second_half";
  end_part: "full" | "first_half";
};
export type CalendarPerson = {
  id: number;
  name: string;
  team_id: number | null;
  off_days: string[];
  /** Per day, for API callers; the page draws `spans`. */
  leave: Record<string, CalendarCell>;
  spans: CalendarSpan[];
};

export async function calendarMonth(ctx: RequestContext, input: TCalendarMonthInput) {
  const from = `${input.year}-${String(input.month).padStart(2, "0")}-01`;
  const to = toIsoDate(new Date(Date.UTC(input.year, input.month, 0)));
  const own = ctx.membership.employeeId;
  const where: Prisma.EmployeeWhereInput = {
    AND: [
      visiblePeopleWhere(ctx),
      input.team_id ? { teamId: input.team_id } : {},
      input.employee_id ? { id: input.employee_id } : {},
      // Employed at some point in the month.
      { OR: [{ startDate: null }, { startDate: { lte: parseIsoDate(to) } }] },
      { OR: [{ endDate: null }, { endDate: { gte: parseIsoDate(from) } }] },
    ],
  };
  const orderBy: Prisma.EmployeeOrderByWithRelationInput[] =
    input.sort === "id"
      ? [{ id: "asc" }]
      : input.sort === "last_name"
        ? [{ lastName: "asc" }, { firstName: "asc" }]
        : [{ firstName: "asc" }, { lastName: "asc" }];
  const people = await db.employee.findMany({
    where,
    orderBy,
    select: { id: true, teamId: true, ...NAME_PARTS_SELECT },
  });
  const ids = people.map((p) => p.id);
  const [requests, schedules, holidays, types] = await Promise.all([
    db.leaveRequest.findMany({
      where: {
        groupId: ctx.group.id,
        employeeId: { in: ids },
        status: { in: ["approved", "pending", "deletion_requested"] },
        startDate: { lte: parseIsoDate(to) },
        endDate: { gte: parseIsoDate(from) },
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
      },
    }),
    loadSchedules(ids),
    groupHolidaySet(ctx.group.id, ctx.group.country, from, to),
    db.dayOffType.findMany({
      where: { groupId: ctx.group.id },
      select: { id: true, kind: true, name: true, colour: true, unit: true },
    }),
  ]);
  const dates = [...eachDate(from, to)];
  const hideTypes = !can(ctx.subject, "leave.read_others");
  const byPerson = new Map<number, CalendarPerson>();
  const weekends = dates.filter((d) => weekdayIndex(d) >= 5);
  for (const p of people) {
    const rows = schedules.get(p.id);
    const offDays = rows ? dates.filter((d) => scheduledMinutesOn(scheduleOn(rows, d), d) === 0) : weekends;
    byPerson.set(p.id, { id: p.id, name: displayName(p), team_id: p.teamId, off_days: offDays, leave: {}, spans: [] });
  }
  for (const r of requests) {
    const person = byPerson.get(r.employeeId);
    if (!person) continue;
    const first = toIsoDate(r.startDate);
    const last = toIsoDate(r.endDate);
    const start = first < from ? from : first;
    const end = last > to ? to : last;
    const typeId = hideTypes && r.employeeId !== own ? null : r.dayOffTypeId;
    const startPart = start === first && r.startPart === "second_half" ? "second_half" : "full";
    const endPart = end === last && r.endPart === "first_half" ? "first_half" : "full";
    person.spans.push({
      request_id: r.id,
      status: r.status,
      day_off_type_id: typeId,
      from: start,
      to: end,
      start_part: startPart,
      end_part: endPart,
    });
    for (const date of eachDate(start, end)) {
      const part =
        date === start && startPart === "second_half"
          ? "second_half"
          : date === end && endPart === "first_half"
            ? "first_half"
            : "full";
      person.leave[date] = { request_id: r.id, status: r.status, day_off_type_id: typeId, part };
    }
  }
  return {
    data: {
      year: input.year,
      month: input.month,
      days: dates.map((date) => ({ date, weekday: weekdayIndex(date), holiday: holidays.has(date) })),
      day_off_types: types.map((t) => ({
        id: t.id,
        kind: t.kind,
        name: t.name || null,
        colour: t.colour,
        unit: t.unit,
      })),
      people: [...byPerson.values()],
    },
  };
}
