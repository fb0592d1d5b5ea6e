/** @jest-environment node */
import { mondayOf, pickCalendarWeek } from "@/lib/leave/calendar-week";
import { parseCalendarView } from "@/lib/leave/calendar-views";
import { companyToday } from "@/lib/leave/company-today";

describe("the week view's week", () => {
  it("starts on Monday", () => {
    expect(mondayOf("2026-11-25")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-01")).toBe("2026-10-26"); // a Sunday
  });

  it("is the asked week, else today's week in today's month, else the month's first week", () => {
    expect(pickCalendarWeek("2026-12-31", 2026, 11, "2026-11-25")).toBe("2026-12-28");
    expect(pickCalendarWeek(undefined, 2026, 11, "2026-11-25")).toBe("2026-11-23");
    expect(pickCalendarWeek(undefined, 2026, 8, "2026-11-25")).toBe("2026-07-27");
    expect(pickCalendarWeek("2026-02-30", 2026, 8, "2026-11-25")).toBe("2026-07-27");
  });
});

it("reads only known views from the URL", () => {
  expect(parseCalendarView("week")).toBe("week");
  expect(parseCalendarView("agenda")).toBe("agenda");
  expect(parseCalendarView("year")).toBeNull();
  expect(parseCalendarView(undefined)).toBeNull();
});

it("turns the day at midnight in Brussels", () => {
  expect(companyToday(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
  expect(companyToday(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  expect(companyToday(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
});
