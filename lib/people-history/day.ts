// Calendar days for role and wage history: "YYYY-MM-DD" strings (lib/leave/iso-date), so a period never
// shifts with a time zone. "Today" is the day in Belgium and the Netherlands (one time zone), not the
// server's, so "now" sent at 00:30 in Brussels means that day even on a UTC server.
import { z } from "zod";
import { addDays, isIsoDate, parseIsoDate, toIsoDate, type IsoDate } from "@/lib/leave/iso-date";
import { fromIsoDay, parseDateInput, toIsoDay } from "@/lib/validation/date-input";

export type { IsoDate };
export { addDays, parseIsoDate, toIsoDate };

const COMPANY_TIME_ZONE = "Europe/Brussels";

/** Today's calendar day in the companies' time zone. */
export function todayIso(now = new Date()): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: COMPANY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * A start or end date as the API receives it (spec section 5): the word "now" for today, dd/mm/yyyy, or
 * YYYY-MM-DD (the native date picker). Null when it is none of these or no real calendar day.
 */
export function parseApiDate(text: string, today: IsoDate = todayIso()): IsoDate | null {
  const value = text.trim();
  if (value.toLowerCase() === "now") return today;
  const day = value.includes("/") ? parseDateInput(value) : fromIsoDay(value);
  if (!day) return null;
  const iso = toIsoDay(day);
  return isIsoDate(iso) ? iso : null;
}

/** zod field for such a date; the message names the field. */
export function zApiDate(field: string) {
  return z.string({ error: `${field} is required` }).transform((value, ctx) => {
    const parsed = parseApiDate(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: `${field} is not a valid date` });
      return z.NEVER;
    }
    return parsed;
  });
}

/** A date column (UTC midnight) as YYYY-MM-DD. */
export function dayOf(date: Date): IsoDate {
  return toIsoDate(date);
}

/** dd/mm/yyyy for messages. */
export function formatDay(date: IsoDate): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}
