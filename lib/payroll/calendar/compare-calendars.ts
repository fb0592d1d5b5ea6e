// Calendar conflicts (issue 20), the pure part: for one person and month, the days where our calendar (the
// approved days off the push would send, by payroll code and hours) and the provider's calendar disagree:
// a day off on one side only, another payroll code, or other hours. A day is compared as a whole (all of
// its codes), so a conflict shows both complete sides of that day.
export type CalendarSide = { code: string; hours: number }[];
export type CalendarDayLine = { date: string; code: string; hours: number };
export type CalendarDifference = { date: string; ours: CalendarSide; theirs: CalendarSide };

const round2 = (n: number) => Math.round(n * 100) / 100;

function byDate(lines: readonly CalendarDayLine[]): Map<string, CalendarSide> {
  const days = new Map<string, Map<string, number>>();
  for (const l of lines) {
    const codes = days.get(l.date) ?? new Map<string, number>();
    const code = l.code.trim();
    codes.set(code, round2((codes.get(code) ?? 0) + l.hours));
    days.set(l.date, codes);
  }
  return new Map(
    [...days].map(([date, codes]) => [
      date,
      [...codes]
        .filter(([, hours]) => hours > 0)
        .map(([code, hours]) => ({ code, hours }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    ]),
  );
}

/** Whether two sides of a day say the same (codes compared without case or spaces, hours to 2 decimals). */
export function sameSide(a: CalendarSide, b: CalendarSide): boolean {
  const key = (s: CalendarSide) =>
    s
      .map((x) => `${x.code.trim().toUpperCase()}=${round2(x.hours)}`)
      .sort()
      .join(",");
  return key(a) === key(b);
}

/** The days that differ, in date order; a day both sides leave empty is no difference. */
export function compareCalendars(
  ours: readonly CalendarDayLine[],
  theirs: readonly CalendarDayLine[],
): CalendarDifference[] {
  const a = byDate(ours);
  const b = byDate(theirs);
  const dates = [...new Set([...a.keys(), ...b.keys()])].sort();
  return dates.flatMap((date) => {
    const o = a.get(date) ?? [];
    const t = b.get(date) ?? [];
    return sameSide(o, t) ? [] : [{ date, ours: o, theirs: t }];
  });
}
