// Pure rules of the people screens, kept apart from the components so they are unit tested.
import { compareDayDates, parseDateInput, todayDayDate, type DayDate } from "@/lib/validation/date-input";
import { ApiError } from "@/lib/client/api-fetch";
import { DELETE_CONFIRMATIONS, type DeleteConfirmation } from "@/lib/people/delete-confirmation-kinds";

/** A role or wage start date as the API wants it: "now" for today (spec section 5), else as typed. */
export function apiStartDate(text: string, today: DayDate = todayDayDate()): string {
  const day = parseDateInput(text);
  return day && compareDayDates(day, today) === 0 ? "now" : text.trim();
}

/** The confirmations a refused delete asks for: listed in its fields or named in its message. */
export function neededConfirmations(error: unknown): DeleteConfirmation[] {
  if (!(error instanceof ApiError)) return [];
  const text = [error.message, ...Object.values(error.fields), error.code].join(" ");
  return DELETE_CONFIRMATIONS.filter((c) => text.includes(c));
}
