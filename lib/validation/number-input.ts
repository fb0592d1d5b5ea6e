// Number input (spec section 5): one decimal separator, a comma read as a dot, minimum 0 unless told
// otherwise, and the max / positive-only / minimum / decimals rules, each with its own message.
import { formatNumberForInput } from "@/lib/i18n/format-number";
import type { FieldMessage } from "./field-message";

export type NumberRules = {
  /** Inclusive lower bound; 0 by default (pass null to allow any negative number). */
  min?: number | null;
  /** Inclusive upper bound. */
  max?: number;
  /** Zero and below are refused with the must-be-positive message. */
  positiveOnly?: boolean;
  /** Most decimal places allowed; undefined = any. 0 = whole numbers only. */
  decimals?: number;
};

export type ParsedNumber = { ok: true; value: number; decimals: number } | { ok: false };

// Optional minus, digits, at most one separator (dot or comma); ".5" and "5." are accepted as typed.
const NUMBER_PATTERN = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** Parses what a user typed; `null` for empty input. */
export function parseNumberInput(text: string): ParsedNumber | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!NUMBER_PATTERN.test(trimmed)) return { ok: false };
  const normalised = trimmed.replace(",", ".");
  const value = Number(normalised.endsWith(".") ? normalised.slice(0, -1) : normalised);
  if (!Number.isFinite(value)) return { ok: false };
  const fraction = normalised.split(".")[1] ?? "";
  return { ok: true, value: Object.is(value, -0) ? 0 : value, decimals: fraction.length };
}

/**
 * A stored number as the text a number field starts from, in the reader's language ("0,37" in Dutch and
 * French): parseNumberInput reads it back to the same number. Empty for no value.
 */
export function numberToInput(value: number | null | undefined, locale: string): string {
  return value === null || value === undefined || !Number.isFinite(value) ? "" : formatNumberForInput(value, locale);
}

/** The first broken rule for a typed number, or null. Empty input passes (see checkRequired). */
export function checkNumberInput(text: string, field: string, rules: NumberRules = {}): FieldMessage | null {
  const parsed = parseNumberInput(text);
  if (parsed === null) return null;
  if (!parsed.ok) return { key: "notANumber", values: { field } };
  return checkNumberValue(parsed.value, field, rules, parsed.decimals);
}

/** The same rules for a number that is already parsed (the server's zod helper uses this). */
export function checkNumberValue(
  value: number,
  field: string,
  rules: NumberRules = {},
  decimals = countDecimals(value),
): FieldMessage | null {
  const min = rules.min === undefined ? 0 : rules.min;
  if (rules.decimals !== undefined && decimals > rules.decimals) {
    return { key: "decimalsNotAllowed", values: { field, decimals: rules.decimals } };
  }
  if (rules.positiveOnly && value <= 0) return { key: "mustBePositive", values: { field } };
  if (min !== null && value < min) return { key: "mustBeBiggerThan", values: { field, min } };
  if (rules.max !== undefined && value > rules.max) return { key: "maxValue", values: { field, max: rules.max } };
  return null;
}

function countDecimals(value: number): number {
  const text = String(value);
  if (text.includes("e-")) return Number(text.split("e-")[1]);
  return text.split(".")[1]?.length ?? 0;
}

/**
 * A number as a number field shows it for editing, in the reader's language: "7,6" in Dutch and French,
 * "7.6" in English, never grouped ("3200,5", not "3.200,5", which would read back as two separators).
 */
export function formatNumberInput(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}
