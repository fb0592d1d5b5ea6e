// The BE portal simulator's payroll month (issue 20): the body of
//   POST /companies/{code}/payroll-months/{YYYY-MM}   -> 200 receipt | 422 {error: "rejected", rejections}
//   GET  /companies/{code}/payroll-months/{YYYY-MM}   -> {lines, receipts} (what the portal holds)
//   GET  /companies/{code}/employees/{id}/wage-components?year&month
// validated the way a secretariat does: every person must be one of the company's workers, every code one
// of its payroll codes, every date inside the month; a push with any refused line keeps nothing.
import { z } from "zod";
import type { LedgerLine } from "../payroll-ledger";
import { DEFAULT_REFERENCES, type SimCompany, type SimWageComponent } from "./sim-store";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD");
const id = z.string().min(1).max(64);
const cents = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const num = z.number().min(-1_000_000).max(1_000_000);

export const ZBePush = z.object({
  employee_ids: z.array(id).max(20_000),
  days_off: z
    .array(
      z.object({ employee_id: id, date, hours: z.number().gt(0).max(24), payroll_code: z.string().min(1).max(20) }),
    )
    .max(200_000),
  one_offs: z
    .array(
      z.object({
        employee_id: id,
        type_code: z.string().min(1).max(20),
        total_value_cents: cents.nullable(),
        hours: num.nullable(),
        days: num.nullable(),
        unity: num.nullable(),
        amount_cents: cents.nullable(),
        percentage: num.nullable(),
        is_periodical: z.boolean(),
        is_negative: z.boolean(),
        is_barema: z.boolean(),
      }),
    )
    .max(50_000),
  special_messages: z.array(z.object({ employee_id: id, message: z.string().max(2000) })).max(20_000),
  advances: z.array(z.object({ employee_id: id, payment_date: date, amount_cents: cents })).max(20_000),
  temporary_unemployment: z
    .array(
      z.object({
        employee_id: id,
        kind: z.enum(["economic", "force_majeure", "weather"]),
        days: z.number().min(0).max(31),
      }),
    )
    .max(60_000),
  payout_date: date.nullable(),
  message_for_payroll: z.string().max(2000).nullable(),
});
export type BePush = z.infer<typeof ZBePush>;

export type BeRejection = { employee_id: string | null; field: string; reason: string; message: string };

/** The push's lines, or what the portal refuses in it. */
export function linesOfBePush(
  company: SimCompany,
  period: { year: number; month: number },
  push: BePush,
): { lines: LedgerLine[]; rejections: BeRejection[] } {
  const workers = new Set(company.people.map((p) => p.id));
  const codes = new Set((company.payroll_codes ?? DEFAULT_REFERENCES.payroll_codes).map((c) => c.code));
  const prefix = `${period.year}-${String(period.month).padStart(2, "0")}-`;
  const rejections: BeRejection[] = [];
  const scope = new Set(push.employee_ids);
  const person = (employee: string, field: string) => {
    if (!workers.has(employee)) {
      rejections.push({
        employee_id: employee,
        field,
        reason: "unknown_employee",
        message: `Unknown worker ${employee}`,
      });
    } else if (!scope.has(employee)) {
      rejections.push({
        employee_id: employee,
        field,
        reason: "invalid",
        message: `${employee} is not in employee_ids`,
      });
    }
  };
  const code = (employee: string, field: string, value: string) => {
    if (!codes.has(value)) {
      rejections.push({
        employee_id: employee,
        field,
        reason: "unknown_code",
        message: `Unknown payroll code ${value}`,
      });
    }
  };
  const inMonth = (employee: string, field: string, value: string) => {
    if (!value.startsWith(prefix) || Number.isNaN(Date.parse(value))) {
      rejections.push({ employee_id: employee, field, reason: "invalid", message: `${value} is not in ${prefix}..` });
    }
  };
  for (const e of push.employee_ids) person(e, "employee_ids");
  const lines: LedgerLine[] = [];
  push.days_off.forEach((d, i) => {
    person(d.employee_id, `days_off.${i}.employee_id`);
    code(d.employee_id, `days_off.${i}.payroll_code`, d.payroll_code);
    inMonth(d.employee_id, `days_off.${i}.date`, d.date);
    lines.push({ kind: "day_off", employeeId: d.employee_id, key: `${d.date}|${d.payroll_code}`, data: d });
  });
  push.one_offs.forEach((o, i) => {
    person(o.employee_id, `one_offs.${i}.employee_id`);
    code(o.employee_id, `one_offs.${i}.type_code`, o.type_code);
    lines.push({ kind: "one_off", employeeId: o.employee_id, key: o.type_code, data: o });
  });
  push.special_messages.forEach((m, i) => {
    person(m.employee_id, `special_messages.${i}.employee_id`);
    // An empty message withdraws the person's message: no line.
    if (m.message.trim() !== "") lines.push({ kind: "special_message", employeeId: m.employee_id, key: "", data: m });
  });
  push.advances.forEach((a, i) => {
    person(a.employee_id, `advances.${i}.employee_id`);
    lines.push({ kind: "advance", employeeId: a.employee_id, key: a.payment_date, data: a });
  });
  push.temporary_unemployment.forEach((t, i) => {
    person(t.employee_id, `temporary_unemployment.${i}.employee_id`);
    lines.push({ kind: "temporary_unemployment", employeeId: t.employee_id, key: t.kind, data: t });
  });
  return { lines, rejections };
}

/** A worker's wage components valid in the month: their own list, or their contract's monthly gross. */
export function wageComponentsOf(
  company: SimCompany,
  workerId: string,
  period: { year: number; month: number },
): SimWageComponent[] | null {
  const worker = company.people.find((p) => p.id === workerId);
  if (!worker) return null;
  const first = `${period.year}-${String(period.month).padStart(2, "0")}-01`;
  const last = `${period.year}-${String(period.month).padStart(2, "0")}-31`;
  const valid = (start: string | null, end: string | null) => (start ?? "") <= last && (end ?? "9999") >= first;
  if (worker.wage_components) return worker.wage_components.filter((w) => valid(w.start_date, w.end_date));
  return worker.contracts
    .filter((c) => valid(c.start_date, c.end_date))
    .map((c) => ({
      code: "1000",
      description: "Bruto maandloon / Salaire mensuel brut",
      kind: "fixed" as const,
      amount_cents: c.monthly_gross_cents,
      value: null,
      unit: "amount" as const,
      start_date: c.start_date,
      end_date: c.end_date,
    }));
}
