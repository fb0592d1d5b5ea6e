// How both payroll simulators check and keep a contract change (issue 21), in their own code: the app's
// rules (lib/contracts/change-rules.ts) are not imported, so a rule the app forgets is still refused here.
// A change is kept once per reference: the same reference again answers the first receipt (a retry after a
// lost answer books nothing twice).
import { randomBytes } from "node:crypto";

export type SimChange = {
  reference: string;
  changeDate: string;
  grossCents: number | null;
  hoursPerWeek: number | null;
  daysPerWeek: number | null;
  functionCode: string | null;
  weekSchedule: number[] | null;
  variableSchedule: boolean | null;
};

export type KeptChange = SimChange & { receiptId: string; receivedAt: string };

export type SimEmployment = { start: string; end: string | null };

/** The first problem as [field (the simulator's own name), message], or null when the change can be booked. */
export function changeProblem(
  change: SimChange,
  employments: SimEmployment[],
  functionCodes: string[],
  names: Record<keyof SimChange, string>,
): [string, string] | null {
  const { grossCents, hoursPerWeek, daysPerWeek, functionCode, weekSchedule, variableSchedule } = change;
  if ([grossCents, hoursPerWeek, daysPerWeek, functionCode, weekSchedule, variableSchedule].every((v) => v === null)) {
    return ["body", "a change must change something"];
  }
  if (Number.isNaN(Date.parse(`${change.changeDate}T00:00:00Z`))) return [names.changeDate, "not a date"];
  const inEmployment = employments.some((e) => e.start <= change.changeDate && (!e.end || change.changeDate <= e.end));
  if (!inEmployment) return [names.changeDate, "the date is outside the person's employment"];
  if (grossCents !== null && (grossCents <= 0 || grossCents > 100_000_000)) return [names.grossCents, "out of range"];
  if (hoursPerWeek !== null && (hoursPerWeek <= 0 || hoursPerWeek > 60)) return [names.hoursPerWeek, "out of range"];
  if (daysPerWeek !== null && (daysPerWeek <= 0 || daysPerWeek > 7)) return [names.daysPerWeek, "out of range"];
  if (functionCode !== null && !functionCodes.includes(functionCode)) return [names.functionCode, "unknown function"];
  if (weekSchedule !== null) {
    if (variableSchedule === true) return [names.weekSchedule, "a variable schedule has no week"];
    const hours = weekSchedule.reduce((sum, m) => sum + m, 0) / 60;
    if (hoursPerWeek !== null && Math.abs(hours - hoursPerWeek) > 0.01) {
      return [names.hoursPerWeek, "does not match the week schedule"];
    }
  }
  return null;
}

/** Keeps the change in `kept` (once per reference); answers the receipt and whether it was new. */
export function keepChange(kept: KeptChange[], change: SimChange): { receipt: KeptChange; created: boolean } {
  const known = kept.find((k) => k.reference === change.reference);
  if (known) return { receipt: known, created: false };
  const receipt = {
    ...change,
    receiptId: `CC-${randomBytes(6).toString("hex")}`,
    receivedAt: new Date().toISOString(),
  };
  kept.push(receipt);
  return { receipt, created: true };
}
