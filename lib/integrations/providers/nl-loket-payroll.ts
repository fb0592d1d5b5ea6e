// The NL adapter's payroll month (issue 20): the month push is the payroll period's variable data (leave
// lines, variable wage components, payroll messages, advances), PUT as one document for the people in scope;
// the API keeps one line per key and answers what changed. Amounts go in euros (Loket's decimals), hours as
// decimal hours. Belgian temporary unemployment has no Dutch counterpart: the API refuses it.
import { allRows, apiCall, employerPath } from "./nl-loket-http";
import {
  ProviderError,
  type MonthPush,
  type PayrollProvider,
  type ProviderCalendarDay,
  type ProviderWageComponent,
} from "./provider";
import { receiptFrom, rejectionError, wageComponentUnit } from "./push-results";

const PAGE_SIZE = 100;
const UNKNOWN = "The payroll API does not know this employee";
const euros = (cents: number | null) => (cents === null ? null : cents / 100);
const REASON: Record<string, "unknown_employee" | "unknown_code" | "not_supported"> = {
  unknownEmployee: "unknown_employee",
  unknownLeaveType: "unknown_code",
  unknownWageComponent: "unknown_code",
  notSupported: "not_supported",
};

export function nlVariableData(push: MonthPush) {
  return {
    employeeIds: push.employeeExternalIds,
    leave: push.daysOff.map((d) => ({
      employeeId: d.employeeExternalId,
      date: d.date,
      numberOfHours: d.hours,
      leaveType: { code: d.payrollCode },
    })),
    variableWageComponents: push.oneOffs.map((o) => ({
      employeeId: o.employeeExternalId,
      wageComponent: { code: o.typeCode },
      totalValue: euros(o.totalValueCents),
      hours: o.hours,
      days: o.days,
      units: o.unity,
      amount: euros(o.amountCents),
      percentage: o.percentage,
      isPeriodical: o.isPeriodical,
      isNegative: o.isNegative,
      isBarema: o.isBarema,
    })),
    payrollMessages: push.specialMessages.map((m) => ({ employeeId: m.employeeExternalId, message: m.message })),
    advances: push.advances.map((a) => ({
      employeeId: a.employeeExternalId,
      paymentDate: a.paymentDate,
      amount: a.amountCents / 100,
    })),
    temporaryUnemployment: push.temporaryUnemployment.map((t) => ({
      employeeId: t.employeeExternalId,
      kind: t.kind,
      days: t.days,
    })),
    payoutDate: push.payoutDate,
    messageForPayroll: push.messageForPayroll,
  };
}

export const pushNlMonth: PayrollProvider["pushMonth"] = async (credentials, session, push) => {
  const period = `${push.year}-${String(push.month).padStart(2, "0")}`;
  const answer = await apiCall(credentials, session, `${employerPath(session)}/payrollperiods/${period}/variabledata`, {
    method: "PUT",
    body: nlVariableData(push),
  });
  if (answer.status === 422 || answer.status === 400) {
    const errors = Array.isArray(answer.body.errors) ? (answer.body.errors as Record<string, unknown>[]) : [];
    throw rejectionError(
      errors.map((e) => ({
        employeeExternalId: typeof e.employeeId === "string" ? e.employeeId : null,
        field: String(e.property ?? ""),
        reason: REASON[String(e.code)] ?? "invalid",
        message: String(e.message ?? "The line was refused").slice(0, 300),
      })),
    );
  }
  if (answer.status !== 200)
    throw new ProviderError("protocol", `The payroll API refused the push (${answer.status})`, [], {
      status: answer.status,
    });
  const content = (answer.body.content ?? {}) as Record<string, unknown>;
  return receiptFrom(content, {
    receiptId: "id",
    receivedAt: "receivedOn",
    lineCount: "numberOfLines",
    added: "added",
    changed: "changed",
    removed: "removed",
    unchanged: "unchanged",
  });
};

export const fetchNlWageComponents: PayrollProvider["fetchWageComponents"] = async (
  credentials,
  session,
  employeeExternalId,
  { year, month },
) => {
  const path = `/providers/employers/employees/${encodeURIComponent(employeeExternalId)}/wagecomponents`;
  // Page by page: a person with many components (allowances, deductions) spans more than one page.
  const rows = await allRows(credentials, session, `${path}?year=${year}&month=${month}`, PAGE_SIZE, UNKNOWN);
  return rows.flatMap((r): ProviderWageComponent[] => {
    const component = (r.wageComponent ?? {}) as Record<string, unknown>;
    if (typeof component.code !== "string" || component.code === "") return [];
    const unit = wageComponentUnit(r.unit);
    const value = typeof r.value === "number" ? r.value : null;
    return [
      {
        code: component.code,
        description: String(component.description ?? ""),
        kind: r.type === "variable" ? "variable" : "fixed",
        amountCents: unit === "amount" && value !== null ? Math.round(value * 100) : null,
        value: unit === "amount" ? null : value,
        unit,
        startDate: typeof r.startDate === "string" ? r.startDate : null,
        endDate: typeof r.endDate === "string" ? r.endDate : null,
      },
    ];
  });
};

/** The employee's leave in the payroll period as the API holds it (leave lines, by leave type), page by page. */
export const fetchNlCalendar: NonNullable<PayrollProvider["fetchCalendar"]> = async (
  credentials,
  session,
  employeeExternalId,
  { year, month },
) => {
  const path = `/providers/employers/employees/${encodeURIComponent(employeeExternalId)}/leave`;
  const rows = await allRows(credentials, session, `${path}?year=${year}&month=${month}`, PAGE_SIZE, UNKNOWN);
  return rows.flatMap((r): ProviderCalendarDay[] => {
    const type = (r.leaveType ?? {}) as Record<string, unknown>;
    if (typeof r.date !== "string" || typeof type.code !== "string" || typeof r.numberOfHours !== "number") return [];
    return [{ date: r.date, code: type.code, hours: r.numberOfHours }];
  });
};
