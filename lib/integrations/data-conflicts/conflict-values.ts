// How a conflict's two values are kept and read back: as compared, except a national number, which is
// stored encrypted like the employee's own (lib/crypto) and shown masked to callers without the right.
import { decryptField, encryptField, lookupHash } from "@/lib/crypto/field-encryption";
import type { Prisma } from "@/lib/db/generated/client";
import { isIsoDate, parseIsoDate } from "@/lib/leave/iso-date";
import { maskNationalNumber } from "@/lib/people/mask-sensitive";
import type { ConflictField, FieldValue, WageValue } from "./conflict-rules";

export function storedValue(field: ConflictField, value: FieldValue): Prisma.InputJsonValue | undefined {
  if (value === null) return undefined;
  if (field === "national_number" && typeof value === "string") return encryptField(value);
  return value;
}

export function readStoredValue(field: ConflictField | string, stored: Prisma.JsonValue | null): FieldValue {
  if (stored === null || stored === undefined) return null;
  if (field === "national_number" && typeof stored === "string") return decryptField(stored);
  if (typeof stored === "string") return stored;
  if (typeof stored === "object" && !Array.isArray(stored)) {
    const w = stored as Record<string, unknown>;
    if (typeof w.bruto_cents === "number" && typeof w.weekly_minutes === "number") {
      return { bruto_cents: w.bruto_cents, weekly_minutes: w.weekly_minutes };
    }
  }
  return null;
}

/** The value as an answer shows it: a national number only in full to callers with the sensitive right. */
export function shownValue(field: string, value: FieldValue, seesSensitive: boolean): FieldValue {
  if (field === "national_number" && typeof value === "string" && !seesSensitive) return maskNationalNumber(value);
  return value;
}

/**
 * A provider's date only when it is a real calendar day: "1990-13-01" (Invalid Date, refused by Prisma) and
 * "2026-02-31" (which Date would silently roll over to 3 March) read as unreadable, i.e. empty.
 */
export const realDateOrNull = (v: string | null | undefined): string | null => (v && isIsoDate(v) ? v : null);

const dateOrNull = (v: string | null) => {
  const date = realDateOrNull(v);
  return date ? parseIsoDate(date) : null;
};

/**
 * Our employee's columns for one field's value (names, birth date, national number). A last name keeps our
 * insertion when the provider's starts with it ("van Dijk" with insertion "van" stays "van" + "Dijk").
 */
export function employeeData(
  field: ConflictField,
  value: FieldValue,
  insertion: string | null,
): Prisma.EmployeeUpdateInput {
  const text = typeof value === "string" ? value.trim() : null;
  switch (field) {
    case "first_name":
      return { firstName: text ?? "" };
    case "last_name": {
      const prefix = insertion ? `${insertion.toLowerCase()} ` : null;
      if (text && prefix && text.toLowerCase().startsWith(prefix))
        return { lastName: text.slice(prefix.length).trim() };
      return { lastName: text ?? "", insertion: null };
    }
    case "birth_date":
      return { birthDate: dateOrNull(text) };
    case "national_number":
      return { nationalNumberEnc: encryptField(text), nationalNumberHash: lookupHash(text) };
    default:
      return {};
  }
}

/** The field as an audit row shows it (a national number masked, as the people screens audit it). */
export function auditedValue(field: ConflictField, value: FieldValue): unknown {
  return field === "national_number" && typeof value === "string" ? maskNationalNumber(value) : value;
}

export const isWage = (v: FieldValue): v is WageValue => v !== null && typeof v === "object";
