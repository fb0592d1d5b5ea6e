// How one audit change reads on screen, in the reader's language: the field's label instead of its code
// name, and values formatted by what they are: a referenced team or person by name (resolved on the
// server, resolve-change-names.ts), days and moments by the one date rule, money in euros, weekly minutes
// in hours, yes/no, known enumerations in words. Pure, so the browser and tests share it.
import { formatDateTime, formatDay, DISPLAY_LOCALE } from "@/lib/i18n/format-date";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { hoursFromWeeklyMinutes } from "@/lib/people-history/weekly-hours";
import { humanise } from "@/lib/validation/humanise";

export type DisplayChange = {
  field: string;
  from: unknown;
  to: unknown;
  hidden?: true;
  masked?: true;
  from_name?: string | null;
  to_name?: string | null;
};

/** The texts the formatter needs, from next-intl's translator (tests pass their own). */
export type ChangeTexts = {
  /** The label of a field code, or null when there is none. */
  label: (field: string) => string | null;
  /** A known enumeration value in words ("male" -> "Man"), or null. */
  enumValue: (field: string, value: string) => string | null;
  yes: string;
  no: string;
  empty: string;
  hidden: string;
  weeklyHours: (hours: number) => string;
};

const CODE_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$|^[a-z]+[A-Z]/;

/** "team_id" -> "Team"; "benefit_bonus_cents" -> the label of "bonus"; a custom field's own name as is. */
export function changeLabel(field: string, texts: ChangeTexts): string {
  const direct = texts.label(field);
  if (direct) return direct;
  const benefit = /^benefit_(.+)_cents$/.exec(field);
  if (benefit) return texts.label(benefit[1]!) ?? humanise(benefit[1]!);
  const withoutCents = /^(.+)_cents$/.exec(field);
  if (withoutCents && texts.label(withoutCents[1]!)) return texts.label(withoutCents[1]!)!;
  return CODE_NAME.test(field) ? humanise(field) : field;
}

export function formatChangeValue(
  change: DisplayChange,
  side: "from" | "to",
  locale: string,
  texts: ChangeTexts,
): string {
  const value = change[side];
  // A secret says only that it changed (the server sends no value at all, or a mask).
  if (change.hidden || change.masked) return texts.hidden;
  if (value === null || value === undefined || value === "") return texts.empty;
  const name = side === "from" ? change.from_name : change.to_name;
  if (name) return name;
  return formatValue(change.field, value, isLocale(locale) ? locale : "en", texts);
}

function formatValue(field: string, value: unknown, locale: Locale, texts: ChangeTexts): string {
  if (Array.isArray(value))
    return value.length ? value.map((v) => formatValue(field, v, locale, texts)).join(", ") : texts.empty;
  if (typeof value === "boolean") return value ? texts.yes : texts.no;
  if (typeof value === "number") {
    if (/_cents$/.test(field))
      return new Intl.NumberFormat(DISPLAY_LOCALE[locale], { style: "currency", currency: "EUR" }).format(value / 100);
    if (field === "weekly_minutes") return texts.weeklyHours(Number(hoursFromWeeklyMinutes(value)));
    return new Intl.NumberFormat(DISPLAY_LOCALE[locale]).format(value);
  }
  if (typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, locale);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value, locale);
    return texts.enumValue(field, value) ?? value;
  }
  return JSON.stringify(value);
}
