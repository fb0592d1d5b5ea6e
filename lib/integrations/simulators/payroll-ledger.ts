// What a simulated provider keeps of the payroll months it received (issue 20), shared by the BE portal and
// the NL payroll simulators (each speaks its own wire format; both keep months the same way). One line per
// key: a day off per (employee, date, code), a one-off per (employee, type), a special message per employee,
// an advance per (employee, payment date), temporary unemployment per (employee, kind). A push replaces the
// lines of the people in its scope: the same line again is "unchanged", a line with other values "changed",
// a line no longer sent "removed"; so a re-push never duplicates, and the receipt says what differed.
import { randomBytes } from "node:crypto";

export type LedgerKind = "day_off" | "one_off" | "special_message" | "advance" | "temporary_unemployment";

export type LedgerLine = {
  kind: LedgerKind;
  employeeId: string;
  /** What makes the line unique within its kind and person (date + code, type code, ...). */
  key: string;
  /** The line's values as the simulator's protocol names them. */
  data: Record<string, unknown>;
};

export type LedgerReceipt = {
  receipt_id: string;
  received_at: string;
  line_count: number;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  employee_count: number;
  payout_date: string | null;
  message_for_payroll: string | null;
};

export type LedgerMonth = { lines: LedgerLine[]; receipts: LedgerReceipt[] };

const lineId = (line: LedgerLine) => `${line.kind}\u0000${line.employeeId}\u0000${line.key}`;

// Values compared by content, keys in a stable order (a re-push that lists fields differently is the same).
function sameData(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const canon = (o: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k] ?? null]),
    );
  return canon(a) === canon(b);
}

export class PayrollLedger {
  private readonly months = new Map<string, { lines: Map<string, LedgerLine>; receipts: LedgerReceipt[] }>();

  /** Applies a push (already validated) for the people in `scope`; returns its receipt. */
  apply(
    period: string,
    scope: readonly string[],
    lines: readonly LedgerLine[],
    extra: { payoutDate: string | null; messageForPayroll: string | null },
  ): LedgerReceipt {
    const month = this.months.get(period) ?? { lines: new Map<string, LedgerLine>(), receipts: [] };
    this.months.set(period, month);
    const inScope = new Set(scope);
    const incoming = new Map(lines.map((l) => [lineId(l), l]));
    let added = 0;
    let changed = 0;
    let unchanged = 0;
    let removed = 0;
    for (const [id, old] of [...month.lines]) {
      if (inScope.has(old.employeeId) && !incoming.has(id)) {
        month.lines.delete(id);
        removed++;
      }
    }
    for (const [id, line] of incoming) {
      const old = month.lines.get(id);
      if (!old) added++;
      else if (sameData(old.data, line.data)) unchanged++;
      else changed++;
      month.lines.set(id, line);
    }
    const receipt: LedgerReceipt = {
      receipt_id: `R-${period}-${randomBytes(5).toString("hex")}`,
      received_at: new Date().toISOString(),
      line_count: incoming.size,
      added,
      changed,
      removed,
      unchanged,
      employee_count: inScope.size,
      payout_date: extra.payoutDate,
      message_for_payroll: extra.messageForPayroll,
    };
    month.receipts.push(receipt);
    return receipt;
  }

  /** What the simulator holds for a month (tests and the simulator's read call assert on it). */
  read(period: string): LedgerMonth {
    const month = this.months.get(period);
    return { lines: month ? [...month.lines.values()] : [], receipts: month ? [...month.receipts] : [] };
  }
}

/** "YYYY-MM" from the path, or null. */
export function parsePeriod(raw: string): { year: number; month: number; period: string } | null {
  const m = raw.match(/^(\d{4})-(\d{2})$/);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12) return null;
  return { year, month, period: raw };
}

/** A day off in a simulated provider's calendar (its own protocol maps it). */
export type SimCalendarDay = { date: string; code: string; hours: number };

/**
 * A person's calendar for a month at the provider: the days off it received in pushes, with the entries its
 * own payroll officer booked (sickness reported to it directly, a correction) replacing those of their date.
 * `dayOff` reads a received day_off line in the simulator's own wire format.
 */
export function calendarOfMonth(
  month: LedgerMonth,
  employeeId: string,
  own: readonly SimCalendarDay[],
  period: string,
  dayOff: (data: Record<string, unknown>) => SimCalendarDay,
): SimCalendarDay[] {
  const ownDays = own.filter((d) => d.date.startsWith(`${period}-`));
  const ownDates = new Set(ownDays.map((d) => d.date));
  const received = month.lines
    .filter((l) => l.kind === "day_off" && l.employeeId === employeeId)
    .map((l) => dayOff(l.data))
    .filter((d) => !ownDates.has(d.date));
  return [...received, ...ownDays].sort((a, b) => a.date.localeCompare(b.date) || a.code.localeCompare(b.code));
}
