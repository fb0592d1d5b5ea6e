// The Belgian notice table (../shared/domain/be-nl-payroll.md) at every boundary, the pre-2014 two-part
// sum, the 13-week cap on resignation, the Monday start and outplacement from 30 weeks.
import {
  calculateNotice,
  completedMonths,
  employerWeeks,
  noticeStartAfter,
  oldRulesWeeks,
  resignationWeeks,
} from "@/lib/contracts/notice";

describe("employer notice table (2014 law)", () => {
  it.each([
    [0, 1],
    [2, 1],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 6],
    [8, 6],
    [9, 7],
    [11, 7],
    [12, 8],
    [14, 8],
    [15, 9],
    [18, 10],
    [21, 11],
    [23, 11],
    [24, 12],
    [35, 12],
    [36, 13],
    [48, 15],
    [60, 18],
    [71, 18],
    [72, 21],
    [84, 24],
    [19 * 12, 60],
    [19 * 12 + 11, 60],
    [20 * 12, 62],
    [21 * 12, 63],
    [25 * 12, 67],
  ])("%i months of service: %i weeks", (months, weeks) => {
    expect(employerWeeks(months)).toBe(weeks);
  });
});

describe("resignation table", () => {
  it.each([
    [0, 1],
    [2, 1],
    [3, 2],
    [5, 2],
    [6, 3],
    [11, 3],
    [12, 4],
    [17, 4],
    [18, 5],
    [23, 5],
    [24, 6],
    [47, 6],
    [48, 7],
    [60, 9],
    [72, 10],
    [84, 12],
    [96, 13],
    [30 * 12, 13],
  ])("%i months: %i weeks, never above 13", (months, weeks) => {
    expect(resignationWeeks(months)).toBe(weeks);
  });
});

describe("dates", () => {
  it("counts completed months, a short month's last day completing the month", () => {
    expect(completedMonths("2024-01-15", "2024-04-14")).toBe(2);
    expect(completedMonths("2024-01-15", "2024-04-15")).toBe(3);
    expect(completedMonths("2024-01-31", "2024-02-29")).toBe(1);
    expect(completedMonths("2024-05-01", "2024-04-01")).toBe(0);
  });

  it("starts the notice on the Monday after the week of notification", () => {
    expect(noticeStartAfter("2024-06-05")).toBe("2024-06-10"); // Wednesday
    expect(noticeStartAfter("2024-06-10")).toBe("2024-06-17"); // a Monday: the next one
    expect(noticeStartAfter("2024-06-16")).toBe("2024-06-17"); // Sunday
  });
});

describe("calculateNotice", () => {
  it("employer, from 2014: the table on the seniority at the notice start, whole weeks to a Sunday", () => {
    const r = calculateNotice({ startDate: "2024-03-11", notificationDate: "2024-06-05", initiatedBy: "employer" });
    // 10/06: 2 completed months (the third starts on 11/06): 1 week.
    expect(r).toMatchObject({ weeks: 1, noticeStart: "2024-06-10", noticeEnd: "2024-06-16", rule: "employer_table" });
    const boundary = calculateNotice({
      startDate: "2024-03-10",
      notificationDate: "2024-06-05",
      initiatedBy: "employer",
    });
    expect(boundary).toMatchObject({ weeks: 3, seniorityMonths: 3 });
  });

  it("outplacement from an employer notice of 30 weeks", () => {
    const nine = calculateNotice({ startDate: "2015-06-10", notificationDate: "2024-06-05", initiatedBy: "employer" });
    expect(nine).toMatchObject({ weeks: 30, outplacementEligible: true });
    const eight = calculateNotice({ startDate: "2015-06-11", notificationDate: "2024-06-05", initiatedBy: "employer" });
    expect(eight).toMatchObject({ weeks: 27, outplacementEligible: false });
  });

  it("resignation is capped at 13 weeks and never gives outplacement", () => {
    const r = calculateNotice({ startDate: "2000-01-01", notificationDate: "2024-06-05", initiatedBy: "employee" });
    expect(r).toMatchObject({ weeks: 13, rule: "resignation_capped", parts: null, outplacementEligible: false });
    const short = calculateNotice({ startDate: "2023-01-01", notificationDate: "2024-06-05", initiatedBy: "employee" });
    expect(short).toMatchObject({ weeks: 4, rule: "resignation_table" });
  });

  it("employment before 2014: old rules to 2013-12-31 plus the new table from 2014-01-01", () => {
    // Employee since 2010-01-01: 4 years to 2013 -> one started 5-year period (13 weeks); 2014-01-01 to
    // 2024-06-10 is 10 full years -> 18 + 3 x 5 = 33 weeks.
    const r = calculateNotice({ startDate: "2010-01-01", notificationDate: "2024-06-05", initiatedBy: "employer" });
    expect(r.parts).toEqual({ oldRulesWeeks: 13, newRulesWeeks: 33 });
    expect(r).toMatchObject({ weeks: 46, rule: "employer_two_part", outplacementEligible: true });
    // A worker (arbeider): 4 weeks under 20 years of service to 2013.
    const worker = calculateNotice({
      startDate: "2010-01-01",
      notificationDate: "2024-06-05",
      initiatedBy: "employer",
      employmentType: "worker",
    });
    expect(worker.parts).toEqual({ oldRulesWeeks: 4, newRulesWeeks: 33 });
  });

  it("old rules: started 5-year periods for employees, 20 years for workers", () => {
    expect(oldRulesWeeks("2013-06-01", "employee")).toBe(13);
    expect(oldRulesWeeks("2009-01-01", "employee")).toBe(13); // exactly 5 years
    expect(oldRulesWeeks("2008-12-31", "employee")).toBe(26); // 5 years and a day: a second period started
    expect(oldRulesWeeks("1994-01-01", "worker")).toBe(8);
    expect(oldRulesWeeks("1994-01-02", "worker")).toBe(4);
  });
});
