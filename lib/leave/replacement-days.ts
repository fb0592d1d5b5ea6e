// Belgian law: a public holiday on a Sunday or on a usual rest day gets a replacement day, which the
// company sets (announced by 15 December for the next year). date-holidays does not compute these.
import { weekdayIndex, yearOf, type IsoDate } from "./iso-date";
import { publicHolidays, type HolidayLanguage } from "./public-holidays";

/** Weekdays (Monday 0 … Sunday 6) on which the company does not usually work. */
export const DEFAULT_REST_DAYS = [5, 6];

export function holidaysNeedingReplacement(
  year: number,
  restDays = DEFAULT_REST_DAYS,
  language: HolidayLanguage = "en",
) {
  return publicHolidays("BE", year, language).filter((h) => restDays.includes(weekdayIndex(h.date)));
}

/** Why a replacement date is refused, or null: it must be a usual working day of the same year that is
 *  not itself a public holiday nor already used for another holiday. */
export function replacementDateProblem(
  holiday: IsoDate,
  replacement: IsoDate,
  otherReplacements: IsoDate[],
  restDays = DEFAULT_REST_DAYS,
): string | null {
  if (yearOf(replacement) !== yearOf(holiday)) return "The replacement day must fall in the same year";
  if (restDays.includes(weekdayIndex(replacement))) return "The replacement day must be a usual working day";
  if (publicHolidays("BE", yearOf(replacement)).some((h) => h.date === replacement)) {
    return "The replacement day is itself a public holiday";
  }
  if (otherReplacements.includes(replacement)) return "That day already replaces another holiday";
  return null;
}
