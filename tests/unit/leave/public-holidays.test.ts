import { holidayDates, publicHolidays } from "@/lib/leave/public-holidays";
import { holidaysNeedingReplacement, replacementDateProblem } from "@/lib/leave/replacement-days";

describe("public holidays", () => {
  it("lists the ten Belgian holidays of 2026, Easter-based ones included", () => {
    expect(publicHolidays("BE", 2026).map((h) => h.date)).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-14",
      "2026-05-25",
      "2026-07-21",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });

  it("follows Easter from year to year", () => {
    expect(publicHolidays("BE", 2024).map((h) => h.date)).toContain("2024-04-01");
    expect(publicHolidays("BE", 2025).map((h) => h.date)).toContain("2025-04-21");
  });

  it("names holidays in the user's language", () => {
    const nl = publicHolidays("BE", 2026, "nl").find((h) => h.date === "2026-07-21");
    const fr = publicHolidays("BE", 2026, "fr").find((h) => h.date === "2026-07-21");
    expect(nl?.name).not.toEqual(fr?.name);
    expect(fr?.name).toBe("Fête nationale");
  });

  it("lists the Dutch holidays, with Good Friday and Liberation Day optional", () => {
    const nl = publicHolidays("NL", 2026);
    expect(nl.filter((h) => !h.optional).map((h) => h.date)).toEqual([
      "2026-01-01",
      "2026-04-05",
      "2026-04-06",
      "2026-04-27",
      "2026-05-14",
      "2026-05-24",
      "2026-05-25",
      "2026-12-25",
      "2026-12-26",
    ]);
    expect(nl.filter((h) => h.optional).map((h) => h.date)).toEqual(["2026-04-03", "2026-05-05"]);
    expect(holidayDates("NL", [2026]).has("2026-05-05")).toBe(false);
    expect(holidayDates("NL", [2026], true).has("2026-05-05")).toBe(true);
  });

  it("moves King's Day to the 26th when the 27th is a Sunday", () => {
    expect(publicHolidays("NL", 2025).map((h) => h.date)).toContain("2025-04-26");
  });
});

describe("Belgian replacement days", () => {
  it("finds the 2026 holidays on a Saturday or Sunday", () => {
    expect(holidaysNeedingReplacement(2026).map((h) => h.date)).toEqual(["2026-08-15", "2026-11-01"]);
  });

  it("accepts the usual replacement days and refuses bad ones", () => {
    expect(replacementDateProblem("2026-08-15", "2026-08-17", [])).toBeNull();
    expect(replacementDateProblem("2026-11-01", "2026-11-02", ["2026-08-17"])).toBeNull();
    expect(replacementDateProblem("2026-11-01", "2026-11-07", [])).toMatch(/working day/);
    expect(replacementDateProblem("2026-11-01", "2026-11-11", [])).toMatch(/public holiday/);
    expect(replacementDateProblem("2026-11-01", "2026-08-17", ["2026-08-17"])).toMatch(/already/);
    expect(replacementDateProblem("2026-11-01", "2027-01-04", [])).toMatch(/same year/);
  });
});
