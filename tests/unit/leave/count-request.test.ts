import { countRequest, LeaveCountError } from "@/lib/leave/count-request";
import { holidayDates } from "@/lib/leave/public-holidays";
import {
  FULL_TIME_WEEK,
  averageWorkingDaysPerWeek,
  validateSchedule,
  type WeeklySchedule,
} from "@/lib/leave/weekly-schedule";

const holidays = holidayDates("BE", [2026]);
const none = new Set<string>();

describe("counting a leave request", () => {
  it("counts only weekdays across a weekend", () => {
    // Friday 6 November to Tuesday 10 November 2026: Fri, Mon, Tue.
    expect(countRequest({ from: "2026-11-06", to: "2026-11-10" }, FULL_TIME_WEEK, none).days).toBe(3);
  });

  it("skips public holidays", () => {
    // Monday 9 to Friday 13 November 2026 holds Armistice (Wednesday 11 November).
    const counted = countRequest({ from: "2026-11-09", to: "2026-11-13" }, FULL_TIME_WEEK, holidays);
    expect(counted.days).toBe(4);
    expect(counted.perDay.map((d) => d.date)).not.toContain("2026-11-11");
    expect(counted.minutes).toBe(4 * 456);
  });

  it("takes half days at the start and end", () => {
    const counted = countRequest(
      { from: "2026-11-16", to: "2026-11-18", startPart: "second_half", endPart: "first_half" },
      FULL_TIME_WEEK,
      none,
    );
    expect(counted.days).toBe(2);
    expect(counted.minutes).toBe(228 + 456 + 228);
  });

  it("counts a single half day", () => {
    expect(
      countRequest({ from: "2026-11-16", to: "2026-11-16", endPart: "first_half" }, FULL_TIME_WEEK, none).days,
    ).toBe(0.5);
  });

  it("counts hours on one day, never more than scheduled", () => {
    const counted = countRequest({ from: "2026-11-16", to: "2026-11-16", minutes: 120 }, FULL_TIME_WEEK, none);
    expect(counted.minutes).toBe(120);
    expect(() => countRequest({ from: "2026-11-16", to: "2026-11-16", minutes: 500 }, FULL_TIME_WEEK, none)).toThrow(
      LeaveCountError,
    );
    expect(() => countRequest({ from: "2026-11-16", to: "2026-11-17", minutes: 60 }, FULL_TIME_WEEK, none)).toThrow(
      /one day/,
    );
  });

  it("refuses an end before the start", () => {
    expect(() => countRequest({ from: "2026-11-17", to: "2026-11-16" }, FULL_TIME_WEEK, none)).toThrow(/before/);
  });

  it("follows a part-time schedule (no Wednesdays)", () => {
    const fourFifths: WeeklySchedule = { weeks: [[456, 456, 0, 456, 456, 0, 0]], cycleStart: "2024-01-01" };
    expect(countRequest({ from: "2026-11-16", to: "2026-11-22" }, fourFifths, none).days).toBe(4);
    expect(averageWorkingDaysPerWeek(fourFifths)).toBe(4);
  });

  it("follows a two-week cycle (every other Friday off)", () => {
    const alternating: WeeklySchedule = {
      weeks: [
        [480, 480, 480, 480, 480, 0, 0],
        [480, 480, 480, 480, 0, 0, 0],
      ],
      cycleStart: "2026-11-02",
    };
    // Week of 2 Nov is week 0 (Friday worked), week of 9 Nov is week 1 (Friday off), week of 16 Nov week 0.
    expect(countRequest({ from: "2026-11-06", to: "2026-11-06" }, alternating, none).days).toBe(1);
    expect(countRequest({ from: "2026-11-13", to: "2026-11-13" }, alternating, none).days).toBe(0);
    expect(countRequest({ from: "2026-11-20", to: "2026-11-20" }, alternating, none).days).toBe(1);
    // Cycles also run backwards from their start.
    expect(countRequest({ from: "2026-10-30", to: "2026-10-30" }, alternating, none).days).toBe(0);
    expect(averageWorkingDaysPerWeek(alternating)).toBe(4.5);
  });

  it("validates schedules", () => {
    expect(validateSchedule(FULL_TIME_WEEK)).toBeNull();
    expect(validateSchedule({ weeks: [[1, 2, 3]], cycleStart: "2024-01-01" })).toBe("weeks");
    expect(validateSchedule({ weeks: [[0, 0, 0, 0, 0, 0, 0]], cycleStart: "2024-01-02" })).toBe("cycle_start");
  });
});
