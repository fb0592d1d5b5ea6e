// One rule for dates on screen (issue 16): typed as DD/MM/YYYY (spec section 5, components/ui/date-field),
// shown in the reader's language in Belgian style: en -> en-BE, nl -> nl-BE, fr -> fr-BE. All three give
// day/month/year with two-digit day and month ("25/11/2026") and a 24-hour clock ("25/11/2026 13:32"),
// so a date reads the same on every page and the same as it is typed, whatever the browser's locale.
// Moments are shown in the companies' time zone; calendar days ("2026-11-25", @db.Date) never shift.
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

export const DISPLAY_LOCALE: Record<Locale, string> = { en: "en-BE", nl: "nl-BE", fr: "fr-BE" };
export const DISPLAY_TIME_ZONE = "Europe/Brussels";

type DayInput = string | Date | null | undefined;

function displayLocale(locale: string | null | undefined): string {
  return DISPLAY_LOCALE[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

const formats = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** A calendar day as a UTC-midnight Date: "YYYY-MM-DD" (or a longer ISO string's day), or a Date as is. */
function dayOf(value: DayInput, timeZoneOfDate: "UTC" | typeof DISPLAY_TIME_ZONE): { date: Date; zone: string } | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return { date: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))), zone: "UTC" };
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : { date: d, zone: DISPLAY_TIME_ZONE };
  }
  return Number.isNaN(value.getTime()) ? null : { date: value, zone: timeZoneOfDate };
}

/**
 * "25/11/2026". A "YYYY-MM-DD" string or a @db.Date value is a calendar day (read in UTC); a full
 * timestamp string is a moment, shown as its day in Brussels. Empty or unreadable input gives "".
 */
export function formatDay(
  value: DayInput,
  locale: string | null | undefined,
  options: { dateIsMoment?: boolean } = {},
): string {
  const day = dayOf(value, options.dateIsMoment ? DISPLAY_TIME_ZONE : "UTC");
  if (!day) return typeof value === "string" ? value : "";
  const tag = displayLocale(locale);
  return cached(
    `d:${tag}:${day.zone}`,
    () => new Intl.DateTimeFormat(tag, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: day.zone }),
  ).format(day.date);
}

/** "25/11/2026 13:32" in Brussels time: when something happened (audit trail, activity, notifications). */
export function formatDateTime(value: string | Date | null | undefined, locale: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const tag = displayLocale(locale);
  const format = cached(
    `t:${tag}`,
    () =>
      new Intl.DateTimeFormat(tag, {
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: DISPLAY_TIME_ZONE,
      }),
  );
  // ICU puts a comma between date and time in some languages and not in others; one spelling for all.
  return format.format(date).replace(", ", " ");
}

/** "YYYY-MM-DD – YYYY-MM-DD" as two displayed days, one dash; a single day when both are the same. */
export function formatDayRange(start: DayInput, end: DayInput, locale: string | null | undefined): string {
  const a = formatDay(start, locale);
  const b = formatDay(end, locale);
  return !b || a === b ? a : `${a} – ${b}`;
}

/** "Sunday, 1 November" / "zondag 1 november": a calendar day as a heading (the calendar's list view). */
export function formatLongDay(value: DayInput, locale: string | null | undefined): string {
  const day = dayOf(value, "UTC");
  if (!day) return typeof value === "string" ? value : "";
  const tag = displayLocale(locale);
  return cached(
    `l:${tag}:${day.zone}`,
    () => new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: day.zone }),
  ).format(day.date);
}

/** "13:32" in Brussels time, on a 24-hour clock in every language. */
export function formatTime(value: string | Date | null | undefined, locale: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const tag = displayLocale(locale);
  return cached(
    `h:${tag}`,
    () =>
      new Intl.DateTimeFormat(tag, {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: DISPLAY_TIME_ZONE,
      }),
  ).format(date);
}

/** "23 Nov" / "23 nov": a calendar day in a short range heading (the calendar's week view). */
export function formatShortDay(value: DayInput, locale: string | null | undefined): string {
  const day = dayOf(value, "UTC");
  if (!day) return typeof value === "string" ? value : "";
  const tag = displayLocale(locale);
  return cached(
    `s:${tag}:${day.zone}`,
    () => new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: day.zone }),
  ).format(day.date);
}
