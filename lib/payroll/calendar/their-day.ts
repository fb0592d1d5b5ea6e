// Taking the provider's side of a calendar conflict (issue 20), the pure part. Our leave on the day is cut
// out of the requests that cover it (a request over several days keeps its other days, split in two when
// the day is in its middle), and the provider's lines become one-day requests: a type counted in hours
// takes the hours as minutes; a type counted in days takes a full day or a half day (morning first, then
// afternoon). Hours that are neither cannot be written in days: the caller refuses them (nothing changes).
import { addDays, type IsoDate } from "@/lib/leave/iso-date";

export type LeaveSpan = {
  from: IsoDate;
  to: IsoDate;
  startPart: "full" | "second_half";
  endPart: "full" | "first_half";
  minutes: number | null;
};

/** What is left of a request once `day` is taken out of it (0, 1 or 2 spans). */
export function cutDay(span: LeaveSpan, day: IsoDate): LeaveSpan[] {
  if (day < span.from || day > span.to) return [span];
  const pieces: LeaveSpan[] = [];
  if (span.from < day) {
    pieces.push({ from: span.from, to: addDays(day, -1), startPart: span.startPart, endPart: "full", minutes: null });
  }
  if (day < span.to) {
    pieces.push({ from: addDays(day, 1), to: span.to, startPart: "full", endPart: span.endPart, minutes: null });
  }
  return pieces;
}

export type TheirLine = { code: string; hours: number };
export type TypeForCode = { id: number; unit: "days" | "hours" };
export type NewDay = { line: TheirLine; typeId: number; span: LeaveSpan; amount: number };
export type TheirDayProblem =
  | { problem: "unknownCode"; code: string }
  | { problem: "notWorkingDay" }
  | { problem: "tooManyHours"; hours: number }
  | { problem: "notInDays"; code: string; hours: number };

const near = (a: number, b: number) => Math.abs(a - b) < 0.02;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The one-day requests that say what the provider has on `day`, or why they cannot be written. */
export function theirDayRequests(
  day: IsoDate,
  theirs: readonly TheirLine[],
  scheduledMinutes: number,
  typeFor: (code: string) => TypeForCode | undefined,
): NewDay[] | TheirDayProblem {
  if (theirs.length === 0) return [];
  if (scheduledMinutes <= 0) return { problem: "notWorkingDay" };
  const total = theirs.reduce((sum, l) => sum + l.hours, 0);
  if (total * 60 > scheduledMinutes + 1) return { problem: "tooManyHours", hours: round2(total) };
  const out: NewDay[] = [];
  let morningTaken = false;
  for (const line of theirs) {
    const type = typeFor(line.code);
    if (!type) return { problem: "unknownCode", code: line.code };
    const minutes = Math.round(line.hours * 60);
    const base = { from: day, to: day, startPart: "full" as const, endPart: "full" as const, minutes: null };
    if (type.unit === "hours") {
      out.push({ line, typeId: type.id, span: { ...base, minutes }, amount: round2(line.hours) });
      continue;
    }
    const fraction = minutes / scheduledMinutes;
    if (near(fraction, 1)) out.push({ line, typeId: type.id, span: base, amount: 1 });
    else if (near(fraction, 0.5)) {
      const span: LeaveSpan = morningTaken ? { ...base, startPart: "second_half" } : { ...base, endPart: "first_half" };
      morningTaken = true;
      out.push({ line, typeId: type.id, span, amount: 0.5 });
    } else return { problem: "notInDays", code: line.code, hours: round2(line.hours) };
  }
  return out;
}
