// Which month the calendar pages show: the query's year and month, else the month remembered from the
// month/year/person route (cookie), else today's.
import { z } from "zod";

export const CALENDAR_MONTH_COOKIE = "calendar_month";

const ZYear = z.coerce.number().int().min(2000).max(2100);
const ZMonth = z.coerce.number().int().min(1).max(12);

export function pickCalendarMonth(
  query: { year?: string; month?: string },
  remembered: string | undefined,
  today = new Date(),
) {
  const fromCookie =
    remembered && /^\d{4}-\d{2}$/.test(remembered)
      ? { year: Number(remembered.slice(0, 4)), month: Number(remembered.slice(5)) }
      : null;
  const year = ZYear.safeParse(query.year);
  const month = ZMonth.safeParse(query.month);
  if (year.success && month.success) return { year: year.data, month: month.data };
  if (fromCookie && ZYear.safeParse(fromCookie.year).success && ZMonth.safeParse(fromCookie.month).success)
    return fromCookie;
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
}

export function shiftMonth(year: number, month: number, by: number) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
