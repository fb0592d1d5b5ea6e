// The calendar's views (?view=): the month grid, a week grid and the list (agenda). Kept out of the client
// switcher so the server page reads the same list (a "use client" module's exports are references there).
export type CalendarView = "month" | "week" | "agenda";
export const CALENDAR_VIEWS: readonly CalendarView[] = ["month", "week", "agenda"];

export function parseCalendarView(value: string | undefined): CalendarView | null {
  return CALENDAR_VIEWS.find((v) => v === value) ?? null;
}
