// The rules of data conflicts (issue 19), pure so they can be tested alone. Which side wins where:
// - A field our record leaves empty (a birth date, a national number) is filled from the provider, on the
//   first link and on every later sync: there is nothing of ours to lose. Audited with the sync's actor.
// - A field both sides hold with different values becomes a conflict for a person to decide; the sync
//   never overwrites it. Names compare without case and extra spaces (portals often write them in capitals).
// - A wage: the provider's first wage is imported, and a contract starting after our latest wage starts a
//   new wage (a raise the provider booked; wage_updated_via_integration tells the wages people). A different
//   amount or working time for the same period is a conflict.
// - A contract's type, hours, days and end date (contract-mapping.ts says why these): a difference is a
//   conflict about that contract (the conflict names it); the provider's end date fills an empty one of ours.
// - A field the provider leaves empty is not compared.
// A conflict is opened once: a re-run with the same two values changes nothing, new values update the
// open conflict, equal values close it, and a pair a person ignored (or kept ours without the provider
// taking it) does not open again until one side changes.
export const CONTRACT_CONFLICT_FIELDS = ["contract_type", "contract_hours", "contract_days", "contract_end"] as const;
export const CONFLICT_FIELDS = [
  "first_name",
  "last_name",
  "birth_date",
  "national_number",
  "wage",
  ...CONTRACT_CONFLICT_FIELDS,
] as const;
export type ConflictField = (typeof CONFLICT_FIELDS)[number];
export type ContractConflictField = (typeof CONTRACT_CONFLICT_FIELDS)[number];

export const isContractField = (field: string): field is ContractConflictField =>
  (CONTRACT_CONFLICT_FIELDS as readonly string[]).includes(field);

export type WageValue = { bruto_cents: number; weekly_minutes: number };
export type FieldValue = string | WageValue | null;

export type FieldReading = { field: ConflictField; ours: FieldValue; theirs: FieldValue };

export type Comparison = "skip" | "fill" | "equal" | "differ";

const isEmpty = (v: FieldValue) => v === null || (typeof v === "string" && v.trim() === "");

function comparable(field: ConflictField, v: FieldValue): string {
  if (v === null) return "";
  if (typeof v !== "string") return `${v.bruto_cents}/${v.weekly_minutes}`;
  if (field === "first_name" || field === "last_name")
    return v.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
  // National numbers are compared on their digits (11 in Belgium), dates as written (YYYY-MM-DD).
  if (field === "national_number") return v.replace(/\D/g, "");
  // Hours and days as numbers: "38", "38.0" and "38.00" are one value.
  if (field === "contract_hours" || field === "contract_days") {
    const n = Number(v);
    return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : v.trim();
  }
  return v.trim();
}

export function sameValue(field: ConflictField, a: FieldValue, b: FieldValue): boolean {
  return comparable(field, a) === comparable(field, b);
}

export function compareField(reading: FieldReading): Comparison {
  if (isEmpty(reading.theirs)) return "skip";
  if (sameValue(reading.field, reading.ours, reading.theirs)) return "equal";
  // A wage is never "filled" here: the first wage is created by the sync itself (sync-people.ts).
  if (isEmpty(reading.ours) && reading.field !== "wage") return "fill";
  return "differ";
}

/** A conflict already recorded for the field, with its values readable (national numbers decrypted). */
export type KnownConflict = {
  id: number;
  status: "open" | "resolved" | "ignored" | "closed";
  resolutionMethod: "ours" | "theirs" | null;
  writtenToProvider: boolean | null;
  ours: FieldValue;
  theirs: FieldValue;
};

export type ConflictPlan =
  { kind: "none" } | { kind: "open" } | { kind: "update"; id: number } | { kind: "close"; id: number };

const samePair = (field: ConflictField, c: KnownConflict, r: FieldReading) =>
  sameValue(field, c.ours, r.ours) && sameValue(field, c.theirs, r.theirs);

/** A person's decision that still holds for these values: ignored, or ours kept without reaching the provider. */
function stillDecided(c: KnownConflict): boolean {
  return c.status === "ignored" || (c.status === "resolved" && c.resolutionMethod === "ours" && !c.writtenToProvider);
}

/**
 * What to do with the field's conflicts: `open` is the field's open conflict, `lastSettled` the latest one a
 * person decided (resolved or ignored).
 */
export function planConflict(
  reading: FieldReading,
  open: KnownConflict | null,
  lastSettled: KnownConflict | null,
): ConflictPlan {
  const comparison = compareField(reading);
  if (comparison !== "differ") return open ? { kind: "close", id: open.id } : { kind: "none" };
  if (open) return samePair(reading.field, open, reading) ? { kind: "none" } : { kind: "update", id: open.id };
  if (lastSettled && stillDecided(lastSettled) && samePair(reading.field, lastSettled, reading))
    return { kind: "none" };
  return { kind: "open" };
}
