// The difference between a month's lines now and what the provider holds from earlier pushes, per person.
// A provider replaces a person's lines with the ones pushed (provider.ts, pushMonth), so a re-push sends
// only the people whose lines differ, each with all their lines; unchanged people are not sent at all.

/** One person's lines by key ("day_off|2026-03-03|VA", "one_off|P100", ...), values as sent. */
export type PersonLines = Record<string, Record<string, unknown>>;

export type MonthDifference = {
  /** People whose lines differ from what the provider holds (new people included). */
  changedPeople: number[];
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
};

const canon = (v: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(v)
      .sort()
      .map((k) => [k, v[k]]),
  );

export function monthDifference(
  current: Map<number, PersonLines>,
  sent: Map<number, PersonLines>,
  scope: number[],
): MonthDifference {
  const result: MonthDifference = { changedPeople: [], added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const person of scope) {
    const now = current.get(person) ?? {};
    const before = sent.get(person) ?? {};
    let differs = false;
    for (const [key, line] of Object.entries(now)) {
      if (!(key in before)) {
        result.added += 1;
        differs = true;
      } else if (canon(before[key]!) !== canon(line)) {
        result.changed += 1;
        differs = true;
      } else result.unchanged += 1;
    }
    for (const key of Object.keys(before)) {
      if (!(key in now)) {
        result.removed += 1;
        differs = true;
      }
    }
    if (differs) result.changedPeople.push(person);
  }
  return result;
}
