// Date field rules (spec section 5): DD/MM/YYYY, "{field} is not a valid date" for a typed value that is
// no date, a min-date warning, an optional notice for a date in the past, and the API spelling of start
// dates ("now" for today, otherwise dd/mm/yyyy). Dates are calendar days, never times, so no time zone
// can move them.
import type { FieldMessage } from "./field-message";

export type DayDate = { year: number; month: number; day: number };

/** Pads a one-character string with a leading zero ("5" -> "05"); longer strings are returned as is. */
export function padTwo(text: string): string {
  return text.length === 1 ? `0${text}` : text;
}

const DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Reads "DD/MM/YYYY" (a one-digit day or month is padded); null when it is no real calendar day. */
export function parseDateInput(text: string): DayDate | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const day = Number(padTwo(match[1]!));
  const month = Number(padTwo(match[2]!));
  const year = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * What a date input makes of typed text once the person is done (blur): other separators ("25-11-2026",
 * "25.11.2026") and bare digits ("25112026") become DD/MM/YYYY; anything else is left as typed, so the
 * field can say it is no date.
 */
export function normaliseDateText(text: string): string {
  const trimmed = text.trim();
  // A pasted ISO day ("2026-11-25") is unambiguous: its year comes first.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (digits) return `${digits[1]}/${digits[2]}/${digits[3]}`;
  const separated = /^(\d{1,2})[-. /](\d{1,2})[-. /](\d{4})$/.exec(trimmed);
  if (separated) return `${padTwo(separated[1]!)}/${padTwo(separated[2]!)}/${separated[3]}`;
  return trimmed;
}

/** Typed DD/MM/YYYY text to ISO "YYYY-MM-DD", or "" when it is not (yet) a real day. */
export function dateTextToIso(text: string): string {
  const date = parseDateInput(normaliseDateText(text));
  return date ? toIsoDay(date) : "";
}

/** ISO "YYYY-MM-DD" to the DD/MM/YYYY a date input shows; "" for anything else. */
export function isoToDateText(iso: string | null | undefined): string {
  const date = iso ? fromIsoDay(iso.slice(0, 10)) : null;
  return date ? formatDayDate(date) : "";
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatDayDate(date: DayDate): string {
  return `${padTwo(String(date.day))}/${padTwo(String(date.month))}/${date.year}`;
}

/** ISO "YYYY-MM-DD", as the native date picker speaks it. */
export function toIsoDay(date: DayDate): string {
  return `${date.year}-${padTwo(String(date.month))}-${padTwo(String(date.day))}`;
}

export function fromIsoDay(iso: string): DayDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? parseDateInput(`${match[3]}/${match[2]}/${match[1]}`) : null;
}

export function compareDayDates(a: DayDate, b: DayDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today in the local calendar of the machine running this (the browser for fields). */
export function todayDayDate(now = new Date()): DayDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export type DateRules = {
  required?: boolean;
  /** Earlier dates get the min-date warning. */
  minDate?: DayDate;
  /** Show a notice when the date is yesterday or earlier. */
  noticeWhenPast?: boolean;
  today?: DayDate;
};

export type DateVerdict = { error: FieldMessage | null; warning: FieldMessage | null; date: DayDate | null };

/**
 * Checks a typed date. `error` blocks saving; `warning` (min date, past date) only informs. Whether
 * "required" shows is up to the form (it appears once the form turns validation on).
 */
export function checkDateInput(text: string, field: string, rules: DateRules = {}): DateVerdict {
  const trimmed = text.trim();
  if (trimmed === "") {
    return {
      error: rules.required === false ? null : { key: "required", values: { field } },
      warning: null,
      date: null,
    };
  }
  const date = parseDateInput(trimmed);
  if (!date) return { error: { key: "notADate", values: { field } }, warning: null, date: null };
  const today = rules.today ?? todayDayDate();
  let warning: FieldMessage | null = null;
  if (rules.minDate && compareDayDates(date, rules.minDate) < 0) {
    warning = { key: "minDateWarning", values: { field, minDate: formatDayDate(rules.minDate) } };
  } else if (rules.noticeWhenPast && compareDayDates(date, today) < 0) {
    warning = { key: "pastDateWarning", values: { field } };
  }
  return { error: null, warning, date };
}

/** A start date for the API: the word "now" when it is today, else dd/mm/yyyy (spec section 5). */
export function toStartDateParam(date: DayDate, today: DayDate = todayDayDate()): string {
  return compareDayDates(date, today) === 0 ? "now" : formatDayDate(date);
}
