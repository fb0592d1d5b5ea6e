// How much a leave request takes from a balance: only days the person is scheduled to work count, never a
// public holiday or a rest day. A request may start in the afternoon and end at noon (half days: half of
// that day's scheduled minutes); an hours request on one day takes the minutes asked, at most that day's.
import { eachDate, type IsoDate } from "./iso-date";
import { scheduledMinutesOn, type WeeklySchedule } from "./weekly-schedule";

export type DayPart = "full" | "first_half" | "second_half";

export type LeaveRequestSpan = {
  from: IsoDate;
  to: IsoDate;
  /** The part of the first day taken: full, or only the second half (from noon). */
  startPart?: "full" | "second_half";
  /** The part of the last day taken: full, or only the first half (until noon). */
  endPart?: "full" | "first_half";
  /** For a one-day request in hours: the minutes asked. */
  minutes?: number;
};

export type CountedDay = { date: IsoDate; days: number; minutes: number };
export type CountedRequest = { days: number; minutes: number; perDay: CountedDay[] };

export class LeaveCountError extends Error {
  // `key` names the text in messages/{en,nl,fr}/leave.json (errors.*) that says it in the user's language.
  constructor(
    public readonly field: string,
    message: string,
    public readonly key: "endBeforeStart" | "hoursOneDay" | "dayPart" | "maxMinutes" = "endBeforeStart",
    public readonly values: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** `schedule` is one schedule, or the schedule in force on a given day (schedules change over time). */
export function countRequest(
  span: LeaveRequestSpan,
  schedule: WeeklySchedule | ((date: IsoDate) => WeeklySchedule),
  holidays: Set<IsoDate>,
): CountedRequest {
  const scheduleOn = typeof schedule === "function" ? schedule : () => schedule;
  if (span.to < span.from)
    throw new LeaveCountError("end_date", "The end date is before the start date", "endBeforeStart");
  const singleDay = span.from === span.to;
  if (span.minutes !== undefined && !singleDay) {
    throw new LeaveCountError("minutes", "A request in hours covers one day", "hoursOneDay");
  }
  if (singleDay && span.startPart === "second_half" && span.endPart === "first_half") {
    throw new LeaveCountError("day_part", "A one-day request cannot end before it starts", "dayPart");
  }
  const perDay: CountedDay[] = [];
  for (const date of eachDate(span.from, span.to)) {
    const scheduled = holidays.has(date) ? 0 : scheduledMinutesOn(scheduleOn(date), date);
    if (scheduled === 0) continue;
    let fraction = 1;
    if (date === span.from && span.startPart === "second_half") fraction = 0.5;
    if (date === span.to && span.endPart === "first_half") fraction = 0.5;
    let minutes = Math.round(scheduled * fraction);
    if (span.minutes !== undefined) {
      if (span.minutes <= 0 || span.minutes > scheduled) {
        throw new LeaveCountError("minutes", `At most ${scheduled} minutes can be taken on ${date}`, "maxMinutes", {
          hours: Math.round((scheduled / 60) * 100) / 100,
          date,
        });
      }
      minutes = span.minutes;
      fraction = span.minutes / scheduled;
    }
    perDay.push({ date, days: fraction, minutes });
  }
  return {
    days: perDay.reduce((sum, d) => sum + d.days, 0),
    minutes: perDay.reduce((sum, d) => sum + d.minutes, 0),
    perDay,
  };
}
