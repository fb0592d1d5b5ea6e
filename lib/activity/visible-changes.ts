// What of an audit row's { field: { from, to } } a caller may see. Wage rows and wage fields exist only
// for callers with wages.read; national numbers and IBANs are never shown, only that they changed.
// Shared by every screen that shows audit rows (the person's activity feed, the audit log).
import { can } from "@/lib/access/permissions";
import type { AccessSubject } from "@/lib/access/subject";

/** Audit object types that are wage data as a whole. */
export const WAGE_OBJECT_TYPES = ["wage", "wage_benefit", "wage_benefit_interpretation"] as const;

const WAGE_FIELD =
  /^(bruto|base_wage|wage|salary|benefit|amount_cents$|hospitalisatie$|pensioenplan$|nettovergoeding$|bonus$|extras?$|weekly_minutes$|currency$|registration_country_code$|termination_reason$|extra_message_account_manager$)/i;

/** A change key that reveals pay: hidden from callers without the wages right, whatever the row. */
export function isWageField(field: string): boolean {
  return WAGE_FIELD.test(field);
}
const SECRET_FIELD = /(national_?number|iban)/i;
const MASK = "••••";

export type VisibleChange = { field: string; from: unknown; to: unknown; masked?: true };

export function canSeeWages(subject: AccessSubject): boolean {
  return can(subject, "wages.read");
}

export function isWageObjectType(objectType: string): boolean {
  return (WAGE_OBJECT_TYPES as readonly string[]).includes(objectType);
}

export function visibleChanges(changes: unknown, subject: AccessSubject): VisibleChange[] {
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) return [];
  const wages = canSeeWages(subject);
  const out: VisibleChange[] = [];
  for (const [field, value] of Object.entries(changes as Record<string, { from?: unknown; to?: unknown } | null>)) {
    if (!wages && isWageField(field)) continue;
    const from = value?.from ?? null;
    const to = value?.to ?? null;
    if (SECRET_FIELD.test(field)) {
      out.push({ field, from: from === null ? null : MASK, to: to === null ? null : MASK, masked: true });
    } else {
      out.push({ field, from, to });
    }
  }
  return out;
}
