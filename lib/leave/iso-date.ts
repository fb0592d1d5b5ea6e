// Calendar dates as "YYYY-MM-DD" strings: leave is counted in whole calendar days, so a day never shifts
// with the server's or the browser's time zone. All arithmetic goes through UTC midnight.
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE.test(value)) return false;
  return toIsoDate(parseIsoDate(value)) === value;
}

export function parseIsoDate(date: IsoDate): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = parseIsoDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return toIsoDate(d);
}

/** Monday 0 … Sunday 6, the order of a weekly schedule's days. */
export function weekdayIndex(date: IsoDate): number {
  return (parseIsoDate(date).getUTCDay() + 6) % 7;
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);
}

/** Every date from `from` to `to`, both included. */
export function* eachDate(from: IsoDate, to: IsoDate): Generator<IsoDate> {
  for (let date = from; date <= to; date = addDays(date, 1)) yield date;
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}
