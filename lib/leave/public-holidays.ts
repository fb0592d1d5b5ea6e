// Public holidays of Belgium and the Netherlands from the date-holidays data set (Easter-based ones
// included), in the user's language. Only the legal public holidays count as days off by law; for the
// Netherlands, Good Friday and Liberation Day are listed as `optional` because the collective agreement,
// not the law, decides whether they are paid days off.
import Holidays from "date-holidays";
import type { IsoDate } from "./iso-date";

export type HolidayCountry = "BE" | "NL";
export type HolidayLanguage = "en" | "nl" | "fr";

export type PublicHoliday = { date: IsoDate; name: string; optional: boolean };

const NL_OPTIONAL_DAYS = new Set(["Goede Vrijdag", "Bevrijdingsdag"]);
// Whit Sunday and Easter Sunday fall on a Sunday every year; they are listed for the calendar but never
// take a working day.
const cache = new Map<string, PublicHoliday[]>();

export function publicHolidays(
  country: HolidayCountry,
  year: number,
  language: HolidayLanguage = "en",
): PublicHoliday[] {
  const key = `${country}:${year}:${language}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const names = new Map(new Holidays(country).getHolidays(year, language).map((h) => [h.date.slice(0, 10), h.name]));
  const list = new Holidays(country)
    .getHolidays(year, "nl")
    .filter((h) => h.type === "public" || (country === "NL" && NL_OPTIONAL_DAYS.has(h.name)))
    .map((h) => {
      const date = h.date.slice(0, 10);
      return { date, name: names.get(date) ?? h.name, optional: h.type !== "public" };
    });
  cache.set(key, list);
  return list;
}

/** The dates that are days off by law (optional Dutch days excluded unless the company includes them). */
export function holidayDates(country: HolidayCountry, years: number[], includeOptional = false): Set<IsoDate> {
  const dates = new Set<IsoDate>();
  for (const year of years) {
    for (const holiday of publicHolidays(country, year)) {
      if (includeOptional || !holiday.optional) dates.add(holiday.date);
    }
  }
  return dates;
}
