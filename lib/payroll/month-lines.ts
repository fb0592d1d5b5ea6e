// The lines a month sends for each person, keyed the way the provider keeps them (provider.ts MonthPush):
// days off per (date, payroll code) in decimal hours, one-offs per type code, one special message,
// advances per payment date, temporary unemployment per kind. Days off without a payroll code for the
// provider are not sent (the anomaly "missingPayrollCode" says so before the push).
import type { OneOffWageComponentValues } from "@/lib/integrations/providers/provider";
import type { MonthData } from "./anomalies/anomaly.types";
import type { PersonLines } from "./month-difference";

export type MonthEntries = {
  oneOffs: ({ employeeId: number } & OneOffWageComponentValues)[];
  messages: { employeeId: number; message: string }[];
  advances: { employeeId: number; paymentDate: string; amountCents: number }[];
  unemployment: { employeeId: number; kind: string; days: number }[];
};

const round2 = (n: number) => Math.round(n * 100) / 100;

function* datesOf(from: string, to: string) {
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    yield d.toISOString().slice(0, 10);
  }
}

/** Per person: every line of the month. Only approved leave is sent; half days count half the day's hours. */
export function monthLines(data: MonthData, entries: MonthEntries): Map<number, PersonLines> {
  const lines = new Map<number, PersonLines>(data.people.map((p) => [p.id, {}]));
  const add = (employeeId: number, key: string, line: Record<string, unknown>) => {
    const own = lines.get(employeeId);
    if (own) own[key] = line;
  };
  for (const r of data.requests) {
    if (r.status !== "approved") continue;
    const code = data.providerKey ? data.types.get(r.dayOffTypeId)?.payrollCodes[data.providerKey]?.trim() : "";
    if (!code) continue;
    const from = r.from < data.first ? data.first : r.from;
    const to = r.to > data.last ? data.last : r.to;
    for (const date of datesOf(from, to)) {
      const scheduled = data.holidays.has(date) ? 0 : data.scheduledMinutes(r.employeeId, date);
      if (scheduled === 0) continue;
      let minutes = scheduled;
      if (r.minutes !== null && r.from === r.to) minutes = Math.min(r.minutes, scheduled);
      else if ((date === r.from && r.startPart === "second_half") || (date === r.to && r.endPart === "first_half")) {
        minutes = scheduled / 2;
      }
      const key = `day_off|${date}|${code}`;
      const before = (lines.get(r.employeeId)?.[key]?.hours as number | undefined) ?? 0;
      add(r.employeeId, key, { date, payrollCode: code, hours: round2(before + minutes / 60) });
    }
  }
  for (const o of entries.oneOffs) {
    const { employeeId, ...line } = o;
    add(employeeId, `one_off|${o.typeCode}`, line);
  }
  for (const m of entries.messages) add(m.employeeId, "special_message", { message: m.message });
  for (const a of entries.advances) {
    add(a.employeeId, `advance|${a.paymentDate}`, { paymentDate: a.paymentDate, amountCents: a.amountCents });
  }
  for (const u of entries.unemployment) add(u.employeeId, `unemployment|${u.kind}`, { kind: u.kind, days: u.days });
  return lines;
}
