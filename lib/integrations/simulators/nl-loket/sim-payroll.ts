// The NL simulator's payroll period data (issue 20), Loket-shaped:
//   PUT /providers/employers/{employerId}/payrollperiods/{YYYY-MM}/variabledata  -> 200 {content: receipt} | 422
//   GET the same path                                                             -> what the simulator holds
// Leave lines need a known employee and leave type, a date inside the period; variable wage components a
// known wage component; the Dutch payroll has no Belgian temporary unemployment (refused if sent).
import { z } from "zod";
import type { LedgerLine } from "../payroll-ledger";
import type { LoketEmployer, LoketWageComponent } from "./sim-store";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD");
const id = z.string().min(1).max(64);
const amount = z.number().min(-10_000_000).max(10_000_000);
const ref = z.object({ code: z.string().min(1).max(20) });

export const ZLoketVariableData = z.object({
  employeeIds: z.array(id).max(20_000),
  leave: z
    .array(z.object({ employeeId: id, date, numberOfHours: z.number().gt(0).max(24), leaveType: ref }))
    .max(200_000),
  variableWageComponents: z
    .array(
      z.object({
        employeeId: id,
        wageComponent: ref,
        totalValue: amount.nullable(),
        hours: amount.nullable(),
        days: amount.nullable(),
        units: amount.nullable(),
        amount: amount.nullable(),
        percentage: amount.nullable(),
        isPeriodical: z.boolean(),
        isNegative: z.boolean(),
        isBarema: z.boolean(),
      }),
    )
    .max(50_000),
  payrollMessages: z.array(z.object({ employeeId: id, message: z.string().max(2000) })).max(20_000),
  advances: z.array(z.object({ employeeId: id, paymentDate: date, amount })).max(20_000),
  temporaryUnemployment: z.array(z.object({ employeeId: id, kind: z.string(), days: z.number() })).max(60_000),
  payoutDate: date.nullable(),
  messageForPayroll: z.string().max(2000).nullable(),
});
export type LoketVariableData = z.infer<typeof ZLoketVariableData>;

export type LoketError = { employeeId: string | null; property: string; code: string; message: string };

export function linesOfVariableData(
  employer: LoketEmployer,
  period: { year: number; month: number },
  data: LoketVariableData,
): { lines: LedgerLine[]; errors: LoketError[] } {
  const employees = new Set(employer.employees.map((e) => e.id));
  const leaveTypes = new Set(employer.leaveTypes.map((c) => c.code));
  const wageTypes = new Set(employer.wageComponentTypes.map((c) => c.code));
  const scope = new Set(data.employeeIds);
  const prefix = `${period.year}-${String(period.month).padStart(2, "0")}-`;
  const errors: LoketError[] = [];
  const employee = (e: string, property: string) => {
    if (!employees.has(e))
      errors.push({ employeeId: e, property, code: "unknownEmployee", message: `Unknown employee ${e}` });
    else if (!scope.has(e))
      errors.push({ employeeId: e, property, code: "invalid", message: `${e} is not in employeeIds` });
  };
  for (const e of data.employeeIds) employee(e, "employeeIds");
  const lines: LedgerLine[] = [];
  data.leave.forEach((l, i) => {
    employee(l.employeeId, `leave[${i}].employeeId`);
    if (!leaveTypes.has(l.leaveType.code)) {
      errors.push({
        employeeId: l.employeeId,
        property: `leave[${i}].leaveType`,
        code: "unknownLeaveType",
        message: `Unknown leave type ${l.leaveType.code}`,
      });
    }
    if (!l.date.startsWith(prefix) || Number.isNaN(Date.parse(l.date))) {
      errors.push({
        employeeId: l.employeeId,
        property: `leave[${i}].date`,
        code: "invalid",
        message: `${l.date} is outside the period`,
      });
    }
    lines.push({ kind: "day_off", employeeId: l.employeeId, key: `${l.date}|${l.leaveType.code}`, data: l });
  });
  data.variableWageComponents.forEach((w, i) => {
    employee(w.employeeId, `variableWageComponents[${i}].employeeId`);
    if (!wageTypes.has(w.wageComponent.code)) {
      errors.push({
        employeeId: w.employeeId,
        property: `variableWageComponents[${i}].wageComponent`,
        code: "unknownWageComponent",
        message: `Unknown wage component ${w.wageComponent.code}`,
      });
    }
    lines.push({ kind: "one_off", employeeId: w.employeeId, key: w.wageComponent.code, data: w });
  });
  data.payrollMessages.forEach((m, i) => {
    employee(m.employeeId, `payrollMessages[${i}].employeeId`);
    if (m.message.trim() !== "") lines.push({ kind: "special_message", employeeId: m.employeeId, key: "", data: m });
  });
  data.advances.forEach((a, i) => {
    employee(a.employeeId, `advances[${i}].employeeId`);
    lines.push({ kind: "advance", employeeId: a.employeeId, key: a.paymentDate, data: a });
  });
  data.temporaryUnemployment.forEach((t, i) =>
    errors.push({
      employeeId: t.employeeId,
      property: `temporaryUnemployment[${i}]`,
      code: "notSupported",
      message: "Temporary unemployment is a Belgian scheme; the Dutch payroll does not take it",
    }),
  );
  return { lines, errors };
}

/** An employee's wage components valid in the month: the gross wage as "1000 Salaris" plus their own list. */
export function wageComponentsInMonth(
  employer: LoketEmployer,
  employeeId: string,
  period: { year: number; month: number },
): LoketWageComponent[] | null {
  const employee = employer.employees.find((e) => e.id === employeeId);
  if (!employee) return null;
  const first = `${period.year}-${String(period.month).padStart(2, "0")}-01`;
  const last = `${period.year}-${String(period.month).padStart(2, "0")}-31`;
  const valid = (start: string | null, end: string | null) => (start ?? "") <= last && (end ?? "9999") >= first;
  return employee.employments
    .filter((e) => valid(e.startDate, e.endDate))
    .flatMap((e): LoketWageComponent[] => [
      {
        code: "1000",
        description: "Salaris",
        kind: "fixed",
        value: e.grossMonthlyWage,
        unit: "amount",
        startDate: e.startDate,
        endDate: e.endDate,
      },
      ...e.wageComponents.filter((w) => valid(w.startDate, w.endDate)),
    ]);
}
