// The week view of the calendar (phones): Monday to Sunday, which may straddle two months, built from the
// month view of each month it touches so the people, leave and holidays follow exactly the same rules.
import type { RequestContext } from "@/lib/api/context";
import { calendarMonth, type CalendarPerson } from "./calendar-month";
import { addDays, isIsoDate, type IsoDate, weekdayIndex } from "./iso-date";

export type TCalendarWeekInput = {
  monday: IsoDate;
  team_id?: number;
  employee_id?: number;
  sort?: "name" | "last_name" | "id";
};

export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

/** The week asked for (any day of it), else the week of today when today is in the shown month, else the month's first week. */
export function pickCalendarWeek(week: string | undefined, year: number, month: number, today: IsoDate): IsoDate {
  if (week && isIsoDate(week)) return mondayOf(week);
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  return mondayOf(today.slice(0, 7) === first.slice(0, 7) ? today : first);
}

export async function calendarWeek(ctx: RequestContext, input: TCalendarWeekInput) {
  const sunday = addDays(input.monday, 6);
  const months = [...new Set([input.monday.slice(0, 7), sunday.slice(0, 7)])];
  const parts = await Promise.all(
    months.map((ym) =>
      calendarMonth(ctx, {
        year: Number(ym.slice(0, 4)),
        month: Number(ym.slice(5)),
        team_id: input.team_id,
        employee_id: input.employee_id,
        sort: input.sort,
      }),
    ),
  );
  const inWeek = (date: string) => date >= input.monday && date <= sunday;
  const people = new Map<number, CalendarPerson>();
  for (const { data } of parts) {
    for (const p of data.people) {
      const seen = people.get(p.id) ?? { ...p, off_days: [], leave: {}, spans: [] };
      seen.off_days.push(...p.off_days.filter(inWeek));
      for (const [date, cell] of Object.entries(p.leave)) if (inWeek(date)) seen.leave[date] = cell;
      seen.spans.push(...p.spans.filter((s) => s.to >= input.monday && s.from <= sunday));
      people.set(p.id, seen);
    }
  }
  return {
    data: {
      monday: input.monday,
      days: parts.flatMap(({ data }) => data.days).filter((d) => inWeek(d.date)),
      day_off_types: parts[0].data.day_off_types,
      people: [...people.values()],
    },
  };
}
