// A weekly schedule: minutes of work per weekday (Monday first) for each week of a cycle. Most people have
// a one-week cycle; alternating part-time (for example a 4/5 with every other Friday off) uses a cycle of
// two or more weeks, counted from `cycleStart`, a Monday on which week 0 begins.
import { daysBetween, weekdayIndex, type IsoDate } from "./iso-date";

export type WeeklySchedule = { weeks: number[][]; cycleStart: IsoDate };

export const FULL_TIME_WEEK: WeeklySchedule = { weeks: [[456, 456, 456, 456, 456, 0, 0]], cycleStart: "2024-01-01" };

export function validateSchedule(schedule: WeeklySchedule): string | null {
  if (schedule.weeks.length < 1 || schedule.weeks.length > 4) return "weeks";
  for (const week of schedule.weeks) {
    if (week.length !== 7) return "weeks";
    if (week.some((m) => !Number.isInteger(m) || m < 0 || m > 24 * 60)) return "weeks";
  }
  if (weekdayIndex(schedule.cycleStart) !== 0) return "cycle_start";
  return null;
}

export function cycleWeekOn(schedule: WeeklySchedule, date: IsoDate): number {
  const weeks = Math.floor(daysBetween(schedule.cycleStart, date) / 7);
  const n = schedule.weeks.length;
  return ((weeks % n) + n) % n;
}

export function scheduledMinutesOn(schedule: WeeklySchedule, date: IsoDate): number {
  return schedule.weeks[cycleWeekOn(schedule, date)][weekdayIndex(date)];
}

/** Average minutes per week over the cycle. */
export function averageWeeklyMinutes(schedule: WeeklySchedule): number {
  const total = schedule.weeks.reduce((sum, week) => sum + week.reduce((a, b) => a + b, 0), 0);
  return total / schedule.weeks.length;
}

/** Average working days per week over the cycle (a day with any scheduled minutes counts). */
export function averageWorkingDaysPerWeek(schedule: WeeklySchedule): number {
  const days = schedule.weeks.reduce((sum, week) => sum + week.filter((m) => m > 0).length, 0);
  return days / schedule.weeks.length;
}
