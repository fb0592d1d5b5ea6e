// Weekly working time is entered and shown in hours (with up to two decimals, spec section 5's number
// rules: "38", "37,5", "38.25") and stored as whole minutes (EmployeeWage.weeklyMinutes, the API's
// weekly_minutes), so nothing below the screen changes. Converted here, at the edge, both ways.
import { formatNumberInput, parseNumberInput } from "@/lib/validation/number-input";

export const WEEKLY_HOURS_DECIMALS = 2;
/** 60 hours a week: the API's 3600-minute bound, said in hours. */
export const MAX_WEEKLY_HOURS = 60;

/** Typed hours to whole minutes; null for text that is no number. */
export function weeklyMinutesFromHours(text: string): number | null {
  const parsed = parseNumberInput(text);
  return parsed && parsed.ok ? Math.round(parsed.value * 60) : null;
}

/**
 * Stored minutes as the hours a field shows for editing ("38", "37.5"; "37,5" with a Dutch or French
 * `locale`): at most two decimals.
 */
export function hoursFromWeeklyMinutes(minutes: number, locale?: string): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return locale ? formatNumberInput(hours, locale) : String(hours);
}
