// Whether a new request fits the balance of its type. The request's first day is the date the balance is
// read on (credits earned by then, everything approved or pending in that year). Over the balance, the
// company setting allow_negative_leave_balance decides: off (the default), the request is refused with a
// 422 naming day_off_type_id; on, it goes through and the dialog has warned. Types without a balance
// always fit.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { overdraftOf } from "./balance-summary";
import { toIsoDate, yearOf, type IsoDate } from "./iso-date";
import { callerLocale, leaveMessage } from "./leave-message";
import { loadBalanceSummary } from "./load-balance-summary";

export type BalanceCheck = {
  tracks_balance: boolean;
  amount: number;
  /** The year's figures as the person calendar shows them: up to today, or from 1 January for a later year. */
  taken: number | null;
  planned: number | null;
  pending: number | null;
  available: number | null;
  remaining: number | null;
  /** Days (or hours) the request goes beyond the available balance; 0 when it fits. */
  over: number;
  /** Whether the company lets a request go beyond the balance. */
  negative_allowed: boolean;
};

export async function checkBalance(
  ctx: RequestContext,
  input: {
    employeeId: number;
    type: { id: number; tracksBalance: boolean; unit: string };
    startDate: IsoDate;
    amount: number;
  },
): Promise<BalanceCheck> {
  const negativeAllowed = ctx.subject.flags.allow_negative_leave_balance === true;
  if (!input.type.tracksBalance) {
    const none = { taken: null, planned: null, pending: null, available: null, remaining: null };
    return { tracks_balance: false, amount: input.amount, ...none, over: 0, negative_allowed: negativeAllowed };
  }
  const today = toIsoDate(new Date());
  const viewDate = yearOf(input.startDate) === yearOf(today) ? today : `${yearOf(input.startDate)}-01-01`;
  const [summary, view] = await Promise.all([
    loadBalanceSummary(input.employeeId, input.type.id, input.startDate),
    loadBalanceSummary(input.employeeId, input.type.id, viewDate),
  ]);
  return {
    tracks_balance: true,
    amount: input.amount,
    taken: view.taken,
    planned: view.planned,
    pending: summary.pending,
    available: summary.available,
    remaining: summary.remaining,
    over: overdraftOf(summary, input.amount),
    negative_allowed: negativeAllowed,
  };
}

export function assertBalanceCovers(ctx: RequestContext, check: BalanceCheck, unit: string): void {
  if (check.over <= 0 || check.negative_allowed) return;
  const locale = callerLocale(ctx);
  const values = { over: check.over, available: check.available ?? 0 };
  throw AppError.validation(
    { day_off_type_id: leaveMessage(locale, unit === "hours" ? "overdraftHours" : "overdraftDays", values) },
    leaveMessage(locale, "overdraftRefused"),
  );
}
