// Period rules: roles as one chain whose end dates derive from the starts, overlap and month checks.
import {
  chainEndDates,
  duplicateStart,
  monthBounds,
  periodContains,
  periodOn,
  periodsOverlap,
} from "@/lib/people-history/periods";

describe("chainEndDates", () => {
  it("ends each period the day before the next start and leaves the last open, whatever the input order", () => {
    const ends = chainEndDates(["2023-03-01", "2020-01-01", "2021-01-01"]);
    expect([...ends.entries()]).toEqual([
      ["2020-01-01", "2020-12-31"],
      ["2021-01-01", "2023-02-28"],
      ["2023-03-01", null],
    ]);
  });

  it("crosses a leap day", () => {
    expect(chainEndDates(["2024-01-01", "2024-03-01"]).get("2024-01-01")).toBe("2024-02-29");
  });

  it("gives a single period an open end", () => {
    expect(chainEndDates(["2024-01-01"]).get("2024-01-01")).toBeNull();
  });
});

describe("duplicateStart", () => {
  it("finds two periods starting on one day (they would overlap)", () => {
    expect(duplicateStart(["2024-01-01", "2023-01-01", "2024-01-01"])).toBe("2024-01-01");
    expect(duplicateStart(["2024-01-01", "2023-01-01"])).toBeNull();
  });
});

describe("overlap and containment", () => {
  it("counts both ends as inside", () => {
    const p = { start: "2024-01-01", end: "2024-01-31" };
    expect(periodContains(p, "2024-01-01")).toBe(true);
    expect(periodContains(p, "2024-01-31")).toBe(true);
    expect(periodContains(p, "2024-02-01")).toBe(false);
    expect(periodContains({ start: "2024-01-01", end: null }, "2999-01-01")).toBe(true);
  });

  it("sees overlap on a shared day only", () => {
    expect(periodsOverlap({ start: "2024-01-01", end: "2024-01-31" }, { start: "2024-01-31", end: null })).toBe(true);
    expect(periodsOverlap({ start: "2024-01-01", end: "2024-01-31" }, { start: "2024-02-01", end: null })).toBe(false);
    expect(periodsOverlap({ start: "2024-01-01", end: null }, { start: "2020-01-01", end: "2020-12-31" })).toBe(false);
    expect(periodsOverlap({ start: "2024-01-01", end: null }, { start: "2030-01-01", end: null })).toBe(true);
  });

  it("picks the period in force on a day: the latest start that holds it", () => {
    const periods = [
      { start: "2020-01-01", end: "2020-12-31", id: 1 },
      { start: "2021-01-01", end: null, id: 2 },
    ];
    expect(periodOn(periods, "2020-06-01")?.id).toBe(1);
    expect(periodOn(periods, "2025-06-01")?.id).toBe(2);
    expect(periodOn(periods, "2019-06-01")).toBeNull();
  });
});

describe("monthBounds", () => {
  it("gives the first and last day, February and December included", () => {
    expect(monthBounds(2024, 2)).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(monthBounds(2025, 2)).toEqual({ start: "2025-02-01", end: "2025-02-28" });
    expect(monthBounds(2024, 12)).toEqual({ start: "2024-12-01", end: "2024-12-31" });
  });
});
