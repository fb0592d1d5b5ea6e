// A balance as people read it, for one day-off type on a date D (today on the screens, a request's first
// day when checking it):
//   taken     approved leave of D's year up to and including D
//   planned   approved leave after D, up to the end of D's year
//   pending   requested, not decided yet (up to the end of D's year)
//   remaining credits up to D (with lapsed credits expired) minus everything approved up to the end of
//             D's year, so approved future leave is subtracted as soon as it is approved
//   available remaining minus pending: what a new request may still use. Pending requests reserve their
//             days, so two requests waiting side by side cannot together overdraw the balance.
// An approved request is one ledger entry on its first day, so a request that started before D counts as
// taken in full.
import { addDays, type IsoDate } from "./iso-date";
import { balanceOn, dueExpiries, type LedgerEntry } from "./ledger";

export type BalanceSummary = { taken: number; planned: number; pending: number; remaining: number; available: number };

export function yearEnd(date: IsoDate): IsoDate {
  return `${date.slice(0, 4)}-12-31`;
}

export function summariseBalance(entries: LedgerEntry[], date: IsoDate, pending: number): BalanceSummary {
  const upTo = entries.filter((e) => e.date <= date);
  // Credits that lapsed by D no longer count, whether or not the expiry job has written them yet.
  const expired = dueExpiries(upTo, date);
  const onDate = balanceOn([...upTo, ...expired], date).balance;
  const yearStart = `${date.slice(0, 4)}-01-01`;
  const requests = (from: IsoDate, to: IsoDate) =>
    -entries
      .filter((e) => e.kind === "request" && e.date >= from && e.date <= to)
      .reduce((sum, e) => sum + e.amount, 0);
  const taken = round(requests(yearStart, date));
  const planned = round(requests(addDays(date, 1), yearEnd(date)));
  const remaining = round(onDate - planned);
  return { taken, planned, pending: round(pending), remaining, available: round(remaining - pending) };
}

/** How far a request of `amount` would take the balance below zero (0 when it fits). */
export function overdraftOf(summary: Pick<BalanceSummary, "available">, amount: number): number {
  return Math.max(0, round(amount - summary.available));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000 + 0;
}
