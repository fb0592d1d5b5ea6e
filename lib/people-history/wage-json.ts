// One wage as the API answers it: amounts as exact decimal strings ("2500.50") next to their cents, so no
// client ever rounds through a float. Only ever built for callers holding wages.read.
import { benefitLabel } from "@/lib/wages/benefit-options";
import { formatCents } from "@/lib/wages/money";
import { dayOf, type IsoDate } from "./day";
import { periodContains } from "./periods";

export type WageRow = {
  id: number;
  employeeId: number;
  startDate: Date;
  endDate: Date | null;
  brutoCents: number;
  currency: string;
  weeklyMinutes: number;
  registrationCountryCode: string;
  terminationReason: string | null;
  extraMessageAccountManager: string | null;
  benefits: { id: number; kind: string; description: string | null; amountCents: number }[];
};

export const WAGE_INCLUDE = { benefits: { orderBy: { id: "asc" } } } as const;

export function wageJson(row: WageRow, today: IsoDate, language?: string | null) {
  const start = dayOf(row.startDate);
  const end = row.endDate ? dayOf(row.endDate) : null;
  return {
    wage_id: row.id,
    employee_id: row.employeeId,
    start_date: start,
    end_date: end,
    is_current: periodContains({ start, end }, today),
    bruto: formatCents(row.brutoCents),
    bruto_cents: row.brutoCents,
    currency: row.currency,
    weekly_minutes: row.weeklyMinutes,
    registration_country_code: row.registrationCountryCode,
    termination_reason: row.terminationReason,
    extra_message_account_manager: row.extraMessageAccountManager,
    extras: Object.fromEntries(row.benefits.map((b) => [b.kind, formatCents(b.amountCents)])),
    benefits: row.benefits.map((b) => benefitJson(b, language)),
  };
}

export function benefitJson(b: WageRow["benefits"][number], language?: string | null) {
  return {
    id: b.id,
    kind: b.kind,
    label: benefitLabel(b.kind, language),
    description: b.description,
    amount: formatCents(b.amountCents),
    amount_cents: b.amountCents,
  };
}

/** The audit snapshot of a wage: flat fields, so the trail shows each change from/to. */
export function wageSnapshot(row: Omit<WageRow, "id" | "employeeId">) {
  return {
    start_date: dayOf(row.startDate),
    end_date: row.endDate ? dayOf(row.endDate) : null,
    bruto_cents: row.brutoCents,
    currency: row.currency,
    weekly_minutes: row.weeklyMinutes,
    registration_country_code: row.registrationCountryCode,
    termination_reason: row.terminationReason,
    extra_message_account_manager: row.extraMessageAccountManager,
    ...Object.fromEntries(row.benefits.map((b) => [`benefit_${b.kind}_cents`, b.amountCents])),
  };
}
