// A leave balance is a ledger: every entitlement, accrual, request, adjustment, carry-over and expiry is a
// dated entry, and the balance on a date is the sum of the entries up to that date. Keeping the steps lets
// the screen show how a balance was reached. Amounts are in the day-off type's unit (days or minutes);
// credits are positive, requests and expiries negative.
import type { IsoDate } from "./iso-date";

export const LEDGER_KINDS = ["entitlement", "accrual", "request", "adjustment", "carry_over", "expiry"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type LedgerEntry = {
  id?: number | string;
  date: IsoDate;
  kind: LedgerKind;
  amount: number;
  /** For credits that lapse: the first day they no longer count. */
  expiresOn?: IsoDate | null;
  note?: string | null;
};

export type LedgerStep = LedgerEntry & { running: number };
export type Balance = { date: IsoDate; balance: number; steps: LedgerStep[] };

// Entries on the same date apply credits first, so a request on the day an entitlement starts is covered.
const KIND_ORDER: Record<LedgerKind, number> = {
  entitlement: 0,
  carry_over: 1,
  accrual: 2,
  adjustment: 3,
  request: 4,
  expiry: 5,
};

export function sortLedger(entries: LedgerEntry[]): LedgerEntry[] {
  return [...entries].sort((a, b) =>
    a.date === b.date ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind] : a.date < b.date ? -1 : 1,
  );
}

export function balanceOn(entries: LedgerEntry[], date: IsoDate): Balance {
  let running = 0;
  const steps: LedgerStep[] = [];
  for (const entry of sortLedger(entries)) {
    if (entry.date > date) break;
    running = round(running + entry.amount);
    steps.push({ ...entry, running });
  }
  return { date, balance: running, steps };
}

/**
 * The expiry entries owed on `asOf`: requests use the credits that lapse first (then the oldest), and what
 * is left of a credit whose `expiresOn` has come lapses on that day. Expiries already in the ledger are
 * taken into account, so running this again adds nothing.
 */
export function dueExpiries(entries: LedgerEntry[], asOf: IsoDate): LedgerEntry[] {
  type Lot = { entry: LedgerEntry; left: number };
  const lots: Lot[] = [];
  const due: LedgerEntry[] = [];
  const consume = (amount: number, onDate: IsoDate) => {
    let need = amount;
    const usable = lots
      .filter((lot) => lot.left > 0 && (!lot.entry.expiresOn || lot.entry.expiresOn > onDate))
      .sort(
        (a, b) =>
          (a.entry.expiresOn ?? "9999").localeCompare(b.entry.expiresOn ?? "9999") ||
          a.entry.date.localeCompare(b.entry.date),
      );
    for (const lot of usable) {
      const take = Math.min(lot.left, need);
      lot.left = round(lot.left - take);
      need = round(need - take);
      if (need <= 0) break;
    }
  };
  const expireUpTo = (day: IsoDate, explicit: LedgerEntry[]) => {
    for (const lot of lots) {
      const expiresOn = lot.entry.expiresOn;
      if (!expiresOn || expiresOn > day || lot.left <= 0) continue;
      const recorded = explicit.find((e) => e.date === expiresOn && e.note === expiryNote(lot.entry));
      if (!recorded) due.push({ date: expiresOn, kind: "expiry", amount: -lot.left, note: expiryNote(lot.entry) });
      lot.left = 0;
    }
  };
  const sorted = sortLedger(entries);
  const explicitExpiries = sorted.filter((e) => e.kind === "expiry");
  for (const entry of sorted) {
    if (entry.date > asOf) break;
    expireUpTo(entry.date, explicitExpiries);
    if (entry.kind === "expiry") continue;
    if (entry.amount > 0) lots.push({ entry, left: entry.amount });
    else consume(-entry.amount, entry.date);
  }
  expireUpTo(asOf, explicitExpiries);
  return due;
}

function expiryNote(credit: LedgerEntry): string {
  return `expiry of ${credit.kind} ${credit.id ?? credit.date}`;
}

// Amounts are days in halves or whole minutes; rounding to 1/1000 keeps sums of 0.5 and 0.25 exact-looking.
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
