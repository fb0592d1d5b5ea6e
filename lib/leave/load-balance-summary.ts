// One person's balance summary for one day-off type on a date (lib/leave/balance-summary.ts says what each
// figure means): the ledger up to the end of that date's year and the requests still waiting.
import { db } from "@/lib/db/client";
import { summariseBalance, yearEnd, type BalanceSummary } from "./balance-summary";
import { parseIsoDate, toIsoDate, type IsoDate } from "./iso-date";
import type { LedgerEntry } from "./ledger";

export async function loadBalanceSummary(
  employeeId: number,
  dayOffTypeId: number,
  date: IsoDate,
): Promise<BalanceSummary & { ledger: LedgerEntry[] }> {
  const horizon = parseIsoDate(yearEnd(date));
  const [rows, pending] = await Promise.all([
    db.leaveLedgerEntry.findMany({
      where: { employeeId, dayOffTypeId, date: { lte: horizon } },
      select: { id: true, date: true, kind: true, amount: true, expiresOn: true, note: true },
      orderBy: [{ date: "asc" }, { id: "asc" }],
    }),
    db.leaveRequest.aggregate({
      where: { employeeId, dayOffTypeId, status: "pending", startDate: { lte: horizon } },
      _sum: { amount: true },
    }),
  ]);
  const ledger: LedgerEntry[] = rows.map((r) => ({
    id: r.id,
    date: toIsoDate(r.date),
    kind: r.kind,
    amount: Number(r.amount),
    expiresOn: r.expiresOn ? toIsoDate(r.expiresOn) : null,
    note: r.note,
  }));
  return { ...summariseBalance(ledger, date, Number(pending._sum.amount ?? 0)), ledger };
}
