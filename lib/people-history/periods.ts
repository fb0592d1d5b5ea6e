// Period rules of a person's history. Roles form one unbroken chain: each role ends the day before the
// next one starts and the last stays open, so end dates are always derived from the start dates and two
// roles overlap exactly when they start on the same day. Wages carry their own end dates (a wage can be
// terminated without a successor), so they are checked for overlap explicitly.
import { addDays, type IsoDate } from "./day";

export type Period = { start: IsoDate; end: IsoDate | null };

/** The end date of each start in a chain: the day before the next start; the latest is open (null). */
export function chainEndDates(starts: readonly IsoDate[]): Map<IsoDate, IsoDate | null> {
  const sorted = [...new Set(starts)].sort();
  const ends = new Map<IsoDate, IsoDate | null>();
  sorted.forEach((start, i) => ends.set(start, i + 1 < sorted.length ? addDays(sorted[i + 1]!, -1) : null));
  return ends;
}

/** A start date that already appears twice or more in the chain (the periods would overlap). */
export function duplicateStart(starts: readonly IsoDate[]): IsoDate | null {
  const seen = new Set<IsoDate>();
  for (const start of starts) {
    if (seen.has(start)) return start;
    seen.add(start);
  }
  return null;
}

/** Whether a day falls inside a period (both ends included; an open end runs forever). */
export function periodContains(period: Period, day: IsoDate): boolean {
  return period.start <= day && (period.end === null || period.end >= day);
}

/** Whether two periods share at least one day. */
export function periodsOverlap(a: Period, b: Period): boolean {
  return a.start <= (b.end ?? "9999-12-31") && b.start <= (a.end ?? "9999-12-31");
}

/** The period in force on a day: the one containing it with the latest start. */
export function periodOn<T extends Period>(periods: readonly T[], day: IsoDate): T | null {
  let found: T | null = null;
  for (const p of periods) if (periodContains(p, day) && (!found || p.start > found.start)) found = p;
  return found;
}

/** First and last day of a month (month 1..12). */
export function monthBounds(year: number, month: number): Period & { end: IsoDate } {
  const start = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
  const nextMonth =
    month === 12
      ? `${String(year + 1).padStart(4, "0")}-01-01`
      : `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-01`;
  return { start, end: addDays(nextMonth, -1) };
}
