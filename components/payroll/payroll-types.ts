// The shapes the payroll-month screen receives from its page (lib/payroll/month-screen.ts), as the browser sees them.
import type { MonthScreen } from "@/lib/payroll/month-screen";

export type MonthScreenView = MonthScreen;
export type PersonMonth = MonthScreen["overview"]["data"][number];
export type AnomalyView = PersonMonth["anomalies"][number];
export type PushView = MonthScreen["pushes"][number];
export type EntryKindName = "one_off" | "special_message" | "advance" | "unemployment";
export type EntryView = Record<string, unknown> & { id: number; employee_id: number };

/** Each entry kind's API path under /api/integrations. */
export const ENTRY_PATHS: Record<EntryKindName, string> = {
  one_off: "one_off_wage_components",
  special_message: "special_messages",
  advance: "advances",
  unemployment: "unemployment",
};

/** The month's entries of one person, by kind. */
export function entriesOf(screen: MonthScreenView, employeeId: number): Record<EntryKindName, EntryView[]> {
  const mine = (rows: Record<string, unknown>[]) => rows.filter((r) => r.employee_id === employeeId) as EntryView[];
  return {
    one_off: mine(screen.entries.one_offs),
    special_message: mine(screen.entries.special_messages),
    advance: mine(screen.entries.advances),
    unemployment: mine(screen.entries.unemployment),
  };
}

/** The kinds this user may add (advances need the advances_payout switch; unemployment is Belgian). */
export function writableKinds(rights: MonthScreenView["rights"]): EntryKindName[] {
  if (!rights.write) return [];
  return [
    "one_off",
    "special_message",
    ...(rights.advancesWrite ? (["advance"] as const) : []),
    ...(rights.unemployment ? (["unemployment"] as const) : []),
  ];
}
