// Taking the provider's value of a contract term ("theirs" on contract_type, contract_hours, contract_days or
// contract_end), as a pure function (unit-tested): the value is read as the contract form reads that field
// (ZEditContractInput) and the contract with it must pass the contract rules the form applies
// (checkContractFields: an end date for a fixed term, Belgian-only types, hours and days agreeing with a fixed
// weekly schedule). Only what the provider's value breaks refuses it: a rule the contract already broke
// before (one entered before a rule existed, one without a recorded schedule) is not this decision's to fix.
import { checkContractFields, type ContractFields } from "@/lib/contracts/contract-rules";
import { ZEditContractInput } from "@/lib/contracts/contracts.types";
import { zApiDate } from "@/lib/people-history/day";
import type { ContractConflictField } from "./conflict-rules";

/** The contract form's field each conflict field is about. */
export const CONTRACT_TERM_OF = {
  contract_type: "contract_type",
  contract_hours: "hours_per_week",
  contract_days: "days_per_week",
  contract_end: "end_date",
} as const satisfies Record<ContractConflictField, keyof ContractFields>;

// The form's own schemas; the provider's end date is a day (the form's "empty is none" does not apply: an
// empty value is never a conflict).
const TERM_SCHEMAS = {
  contract_type: ZEditContractInput.shape.contract_type,
  hours_per_week: ZEditContractInput.shape.hours_per_week,
  days_per_week: ZEditContractInput.shape.days_per_week,
  end_date: zApiDate("end_date"),
};

export type TermDecision = { ok: true; merged: ContractFields } | { ok: false; errors: Record<string, string> };

export function takeProviderTerm(
  current: ContractFields,
  field: ContractConflictField,
  theirs: string,
  country: "BE" | "NL",
): TermDecision {
  const key = CONTRACT_TERM_OF[field];
  const parsed = TERM_SCHEMAS[key].safeParse(theirs);
  if (!parsed.success) {
    return { ok: false, errors: { [key]: parsed.error.issues[0]?.message ?? `${key} is not valid` } };
  }
  const merged = { ...current, [key]: parsed.data } as ContractFields;
  const before = checkContractFields(current, country);
  const after = checkContractFields(merged, country);
  const errors = Object.fromEntries(Object.entries(after).filter(([name, message]) => before[name] !== message));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, merged };
}

/** A stored WorkSchedule's weeks as the contract form's one week (null: none, or a cycle of several weeks). */
export function singleWeek(weeks: unknown): number[] | null {
  if (!Array.isArray(weeks) || weeks.length !== 1) return null;
  const week: unknown = weeks[0];
  return Array.isArray(week) && week.length === 7 && week.every((m) => typeof m === "number")
    ? (week as number[])
    : null;
}
