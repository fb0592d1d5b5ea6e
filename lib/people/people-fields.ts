// zod field types of the employee inputs. Identifiers are checked with their real algorithms (Belgian
// national and BIS numbers, Dutch BSN, IBAN with the Belgian national check), so a typo is a 422 naming
// the field instead of a row that payroll later refuses. Optional text: "" and null both clear a field.
import { z } from "zod";
import { validateNationalNumber } from "@/lib/be/national-number";
import { validateIban } from "@/lib/iban/iban";
import { validateBsn } from "@/lib/nl/bsn";
import { zBodyId } from "@/lib/validation/api-fields";
import { zRequiredText } from "@/lib/validation/zod-fields";
import { parseDateInput } from "@/lib/validation/date-input";

export const NAME_MAX = 100;

export const zRequiredName = (field: string) =>
  zRequiredText(field, NAME_MAX).refine((v) => !v.includes("\u0000"), {
    error: `${field} contains a character that is not allowed`,
  });

/** Trimmed text or null ("" and whitespace become null), at most `max` characters. */
export function zOptionalText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .nullable()
    .transform((v) => {
      const trimmed = v?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    })
    .refine((v) => v === null || !v.includes("\u0000"), { error: `${field} contains a character that is not allowed` })
    .refine((v) => v === null || Array.from(v).length <= max, { error: `${field} can have at most ${max} characters` });
}

/** A text field whose non-empty value must pass `check`; `normalise` gives the form to store. */
function zCheckedText(field: string, max: number, message: string, check: (v: string) => string | null) {
  return zOptionalText(field, max).transform((v, ctx) => {
    if (v === null) return null;
    const normal = check(v);
    if (normal === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return normal;
  });
}

const emailCheck = z.email();
export const zEmailOrNull = (field: string) =>
  zCheckedText(field, 320, `${field} is not a valid email address`, (v) => {
    const lower = v.toLowerCase();
    return emailCheck.safeParse(lower).success ? lower : null;
  });

export const zPhone = (field: string) =>
  zCheckedText(field, 30, `${field} is not a valid phone number`, (v) =>
    /^\+?[0-9][0-9 ()./-]{4,28}$/.test(v) ? v : null,
  );

/** ISO 3166-1 alpha-2, upper case. */
export const zCountryCode = (field: string) =>
  zCheckedText(field, 2, `${field} must be a two-letter country code`, (v) =>
    /^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : null,
  );

export const zBic = (field: string) =>
  zCheckedText(field, 11, `${field} is not a valid BIC`, (v) => {
    const upper = v.replace(/\s/g, "").toUpperCase();
    return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(upper) ? upper : null;
  });

/**
 * A Belgian national number or BIS number (11 digits), or a Dutch BSN (9 digits). Stored compact.
 * Which one is told by the length: the two never have the same number of digits.
 */
export function normaliseNationalNumber(input: string): string | null {
  const compact = input.replace(/[\s.\-/]/g, "");
  if (/^\d{11}$/.test(compact)) {
    const result = validateNationalNumber(compact);
    return result.valid ? result.value : null;
  }
  if (/^\d{8,9}$/.test(compact)) {
    const result = validateBsn(compact);
    return result.valid ? result.value : null;
  }
  return null;
}

export const zNationalNumberOrNull = (field: string) =>
  zCheckedText(field, 30, `${field} is not a valid national number`, normaliseNationalNumber);

export const zIbanOrNull = (field: string) =>
  zCheckedText(field, 50, `${field} is not a valid IBAN`, (v) => {
    const result = validateIban(v);
    return result.valid ? result.iban : null;
  });

/** A calendar day as YYYY-MM-DD or DD/MM/YYYY, as a UTC midnight Date (what @db.Date columns hold). */
export function parseDay(text: string): Date | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const day = parseDateInput(iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : trimmed);
  return day ? new Date(Date.UTC(day.year, day.month - 1, day.day)) : null;
}

export function zDay(field: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} is not a valid date`) })
    .transform((v, ctx) => {
      const date = parseDay(v);
      if (!date || date.getUTCFullYear() < 1900 || date.getUTCFullYear() > 2200) {
        ctx.addIssue({ code: "custom", message: `${field} is not a valid date` });
        return z.NEVER;
      }
      return date;
    });
}

/** A day or null; "" clears it like null. */
export const zDayOrNull = (field: string) => z.preprocess((v) => (v === "" ? null : v), zDay(field).nullable());

/** An id in a query string or JSON: digits. */
export const zQueryId = zBodyId;

/** true/false, or their query-string spellings "true"/"false"/"1"/"0". */
export function zQueryBoolean(field: string) {
  return z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"])], { error: `${field} must be true or false` })
    .transform((v) => v === true || v === "true" || v === "1");
}

/** YYYY-MM-DD of a @db.Date value (read in UTC), or null. */
export function dayString(date: Date | null | undefined): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
