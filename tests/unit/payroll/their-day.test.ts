// Taking the provider's side of a calendar conflict: what is left of our requests once the day is cut out,
// and which one-day requests say what the provider has (or why they cannot be written).
import { cutDay, theirDayRequests, type LeaveSpan } from "@/lib/payroll/calendar/their-day";

const span = (from: string, to: string, extra: Partial<LeaveSpan> = {}): LeaveSpan => ({
  from,
  to,
  startPart: "full",
  endPart: "full",
  minutes: null,
  ...extra,
});

describe("cutDay", () => {
  it("withdraws a one-day request", () => {
    expect(cutDay(span("2026-03-18", "2026-03-18", { minutes: 120 }), "2026-03-18")).toEqual([]);
  });
  it("moves the start or the end, keeping the other end's half day", () => {
    expect(cutDay(span("2026-03-16", "2026-03-18", { endPart: "first_half" }), "2026-03-16")).toEqual([
      span("2026-03-17", "2026-03-18", { endPart: "first_half" }),
    ]);
    expect(cutDay(span("2026-03-16", "2026-03-18", { startPart: "second_half" }), "2026-03-18")).toEqual([
      span("2026-03-16", "2026-03-17", { startPart: "second_half" }),
    ]);
  });
  it("splits a request around a day in its middle", () => {
    expect(cutDay(span("2026-03-16", "2026-03-20"), "2026-03-18")).toEqual([
      span("2026-03-16", "2026-03-17"),
      span("2026-03-19", "2026-03-20"),
    ]);
  });
  it("leaves a request that does not cover the day", () => {
    expect(cutDay(span("2026-03-16", "2026-03-17"), "2026-03-18")).toEqual([span("2026-03-16", "2026-03-17")]);
  });
});

describe("theirDayRequests", () => {
  const types: Record<string, { id: number; unit: "days" | "hours" }> = {
    VA: { id: 1, unit: "days" },
    SI: { id: 2, unit: "days" },
    HR: { id: 3, unit: "hours" },
  };
  const typeFor = (code: string) => types[code];
  const day = "2026-03-18";

  it("a full day and a half day of types counted in days", () => {
    const full = theirDayRequests(day, [{ code: "SI", hours: 7.6 }], 456, typeFor);
    expect(full).toEqual([{ line: { code: "SI", hours: 7.6 }, typeId: 2, span: span(day, day), amount: 1 }]);
    const halves = theirDayRequests(
      day,
      [
        { code: "VA", hours: 3.8 },
        { code: "SI", hours: 3.8 },
      ],
      456,
      typeFor,
    );
    expect(Array.isArray(halves) && halves.map((h) => [h.typeId, h.span.startPart, h.span.endPart, h.amount])).toEqual([
      [1, "full", "first_half", 0.5],
      [2, "second_half", "full", 0.5],
    ]);
  });
  it("hours of a type counted in hours become minutes", () => {
    const r = theirDayRequests(day, [{ code: "HR", hours: 2.5 }], 456, typeFor);
    expect(r).toEqual([
      { line: { code: "HR", hours: 2.5 }, typeId: 3, span: span(day, day, { minutes: 150 }), amount: 2.5 },
    ]);
  });
  it("an empty provider day removes ours and adds nothing", () => {
    expect(theirDayRequests(day, [], 0, typeFor)).toEqual([]);
  });
  it("refuses what our calendar cannot hold", () => {
    expect(theirDayRequests(day, [{ code: "XX", hours: 7.6 }], 456, typeFor)).toEqual({
      problem: "unknownCode",
      code: "XX",
    });
    expect(theirDayRequests(day, [{ code: "VA", hours: 2 }], 456, typeFor)).toEqual({
      problem: "notInDays",
      code: "VA",
      hours: 2,
    });
    expect(theirDayRequests(day, [{ code: "VA", hours: 9 }], 456, typeFor)).toEqual({
      problem: "tooManyHours",
      hours: 9,
    });
    expect(theirDayRequests(day, [{ code: "VA", hours: 7.6 }], 0, typeFor)).toEqual({ problem: "notWorkingDay" });
  });
});
