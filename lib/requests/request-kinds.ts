// The registry of request kinds (see request-kind.ts). A module adds its kind here, in the order /inbox
// shows the kinds; nothing else in the inbox, the badge or the digest needs to change.
import { expenseRequestKind } from "@/lib/expenses/expense-request-kind";
import { dataConflictRequestKind } from "@/lib/integrations/data-conflicts/data-conflict-kind";
import { leaveRequestKind } from "@/lib/leave/leave-request-kind";
import { calendarConflictRequestKind } from "@/lib/payroll/calendar/calendar-conflict-kind";
import { commuteRequestKind } from "./commutes/commute-request-kind";
import type { RequestKind } from "./request-kind";
import { wageRequestKind } from "./wages/wage-request-kind";

export const REQUEST_KINDS: readonly RequestKind[] = [
  leaveRequestKind,
  expenseRequestKind,
  dataConflictRequestKind,
  calendarConflictRequestKind,
  commuteRequestKind,
  wageRequestKind,
];

export function findRequestKind(key: string): RequestKind | undefined {
  return REQUEST_KINDS.find((k) => k.key === key);
}
