// The BE portal adapter's payroll month (issue 20): a month push is one POST of the whole month for the
// people in scope to /companies/{code}/payroll-months/{YYYY-MM} (the portal keeps one line per key and
// answers what changed), and a person's wage components are read per month.
import { authed, call, str } from "./be-portal-http";
import {
  ProviderError,
  type MonthPush,
  type PayrollProvider,
  type ProviderCalendarDay,
  type ProviderWageComponent,
} from "./provider";
import { receiptFrom, rejectionError, rejectionOf, wageComponentUnit } from "./push-results";

const period = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** Our payload in the portal's words (snake_case, its field names). */
export function bePushBody(push: MonthPush) {
  return {
    employee_ids: push.employeeExternalIds,
    days_off: push.daysOff.map((d) => ({
      employee_id: d.employeeExternalId,
      date: d.date,
      hours: d.hours,
      payroll_code: d.payrollCode,
    })),
    one_offs: push.oneOffs.map((o) => ({
      employee_id: o.employeeExternalId,
      type_code: o.typeCode,
      total_value_cents: o.totalValueCents,
      hours: o.hours,
      days: o.days,
      unity: o.unity,
      amount_cents: o.amountCents,
      percentage: o.percentage,
      is_periodical: o.isPeriodical,
      is_negative: o.isNegative,
      is_barema: o.isBarema,
    })),
    special_messages: push.specialMessages.map((m) => ({ employee_id: m.employeeExternalId, message: m.message })),
    advances: push.advances.map((a) => ({
      employee_id: a.employeeExternalId,
      payment_date: a.paymentDate,
      amount_cents: a.amountCents,
    })),
    temporary_unemployment: push.temporaryUnemployment.map((t) => ({
      employee_id: t.employeeExternalId,
      kind: t.kind,
      days: t.days,
    })),
    payout_date: push.payoutDate,
    message_for_payroll: push.messageForPayroll,
  };
}

export const pushBeMonth: PayrollProvider["pushMonth"] = async (credentials, session, push) => {
  const company = encodeURIComponent(credentials.customerCode);
  const answer = await call(`/companies/${company}/payroll-months/${period(push.year, push.month)}`, {
    method: "POST",
    body: bePushBody(push),
    token: session.token,
  });
  if (answer.status === 422 && answer.body.error === "rejected" && Array.isArray(answer.body.rejections)) {
    throw rejectionError(
      (answer.body.rejections as Record<string, unknown>[]).map((r) => rejectionOf(r, "employee_id")),
    );
  }
  if (answer.status === 422) {
    const fields = Object.keys((answer.body.fields as Record<string, unknown>) ?? {})
      .slice(0, 3)
      .join(", ");
    throw new ProviderError("rejected", `The portal refused the push's format (${fields || "body"})`);
  }
  const body = authed(answer);
  return receiptFrom(body, {
    receiptId: "receipt_id",
    receivedAt: "received_at",
    lineCount: "line_count",
    added: "added",
    changed: "changed",
    removed: "removed",
    unchanged: "unchanged",
  });
};

export const fetchBeWageComponents: PayrollProvider["fetchWageComponents"] = async (
  credentials,
  session,
  employeeExternalId,
  { year, month },
) => {
  const company = encodeURIComponent(credentials.customerCode);
  const worker = encodeURIComponent(employeeExternalId);
  const answer = await call(`/companies/${company}/employees/${worker}/wage-components?year=${year}&month=${month}`, {
    token: session.token,
  });
  if (answer.status === 404) throw new ProviderError("rejected", "The portal does not know this person");
  const rows = Array.isArray(authed(answer).data) ? (answer.body.data as Record<string, unknown>[]) : [];
  return rows.flatMap((r): ProviderWageComponent[] => {
    const code = str(r.code);
    if (!code) return [];
    return [
      {
        code,
        description: String(r.description ?? ""),
        kind: r.kind === "variable" ? "variable" : "fixed",
        amountCents: Number.isInteger(r.amount_cents) ? (r.amount_cents as number) : null,
        value: typeof r.value === "number" ? r.value : null,
        unit: wageComponentUnit(r.unit),
        startDate: str(r.start_date),
        endDate: str(r.end_date),
      },
    ];
  });
};

/** The worker's calendar for the month at the portal: days off by payroll code (what was pushed, and its own). */
export const fetchBeCalendar: NonNullable<PayrollProvider["fetchCalendar"]> = async (
  credentials,
  session,
  employeeExternalId,
  { year, month },
) => {
  const company = encodeURIComponent(credentials.customerCode);
  const worker = encodeURIComponent(employeeExternalId);
  const answer = await call(`/companies/${company}/employees/${worker}/calendar?year=${year}&month=${month}`, {
    token: session.token,
  });
  if (answer.status === 404) throw new ProviderError("rejected", "The portal does not know this person");
  const rows = Array.isArray(authed(answer).data) ? (answer.body.data as Record<string, unknown>[]) : [];
  return rows.flatMap((r): ProviderCalendarDay[] => {
    const date = str(r.date);
    const code = str(r.payroll_code);
    if (!date || !code || typeof r.hours !== "number") return [];
    return [{ date, code, hours: r.hours }];
  });
};
