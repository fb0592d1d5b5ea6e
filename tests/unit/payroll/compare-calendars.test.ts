// Calendar-conflict comparison (lib/payroll/calendar/compare-calendars.ts): a day off on one side only,
// another code, other hours, several codes in a day, and what is no difference (same codes in another
// order or case, hours split over two lines, a day both sides leave empty).
import { compareCalendars, sameSide } from "@/lib/payroll/calendar/compare-calendars";

const day = (date: string, code: string, hours: number) => ({ date, code, hours });

describe("compareCalendars", () => {
  it("finds a day off on one side only, another code and other hours", () => {
    const ours = [day("2026-03-02", "VA", 7.6), day("2026-03-03", "VA", 7.6), day("2026-03-04", "VA", 7.6)];
    const theirs = [day("2026-03-03", "SI", 7.6), day("2026-03-04", "VA", 3.8), day("2026-03-05", "VA", 7.6)];
    expect(compareCalendars(ours, theirs)).toEqual([
      { date: "2026-03-02", ours: [{ code: "VA", hours: 7.6 }], theirs: [] },
      { date: "2026-03-03", ours: [{ code: "VA", hours: 7.6 }], theirs: [{ code: "SI", hours: 7.6 }] },
      { date: "2026-03-04", ours: [{ code: "VA", hours: 7.6 }], theirs: [{ code: "VA", hours: 3.8 }] },
      { date: "2026-03-05", ours: [], theirs: [{ code: "VA", hours: 7.6 }] },
    ]);
  });

  it("sees no difference in order, case, spaces, split hours or float noise", () => {
    const ours = [day("2026-03-02", "VA", 3.8), day("2026-03-02", "VA", 3.8), day("2026-03-02", "ADV", 0.1 + 0.2)];
    const theirs = [day("2026-03-02", " adv", 0.3), day("2026-03-02", "va", 7.6)];
    expect(compareCalendars(ours, theirs)).toEqual([]);
    expect(compareCalendars([], [])).toEqual([]);
  });

  it("shows the whole day when one of its codes differs", () => {
    const ours = [day("2026-03-02", "VA", 3.8), day("2026-03-02", "SI", 3.8)];
    const theirs = [day("2026-03-02", "VA", 3.8)];
    expect(compareCalendars(ours, theirs)).toEqual([
      {
        date: "2026-03-02",
        ours: [
          { code: "SI", hours: 3.8 },
          { code: "VA", hours: 3.8 },
        ],
        theirs: [{ code: "VA", hours: 3.8 }],
      },
    ]);
  });

  it("ignores zero-hour lines", () => {
    expect(compareCalendars([day("2026-03-02", "VA", 0)], [])).toEqual([]);
    expect(sameSide([{ code: "VA", hours: 7.6 }], [{ code: "VA", hours: 7.6 }])).toBe(true);
  });
});
