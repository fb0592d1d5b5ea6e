// Both adapters' contract-change call (issue 21): an approved change goes to the provider as one POST keyed
// by our reference, so a retry after a lost answer finds the change already booked (200) instead of booking
// it twice. The BE portal speaks snake_case and cents; the NL API camelCase, euros and a {content} envelope.
import { authed, call } from "./be-portal-http";
import { apiCall } from "./nl-loket-http";
import { ProviderError, type PayrollProvider, type ProviderContractChange, type PushRejection } from "./provider";

type SendChange = NonNullable<PayrollProvider["sendContractChange"]>;

function refused(field: string, message: string, employeeExternalId: string): ProviderError {
  const rejection: PushRejection = { employeeExternalId, field, reason: "invalid", message: message.slice(0, 300) };
  return new ProviderError("rejected", `The provider refused the contract change (${field}): ${rejection.message}`, [
    rejection,
  ]);
}

function receipt(id: unknown, at: unknown) {
  if (typeof id !== "string" || typeof at !== "string") {
    throw new ProviderError("protocol", "The provider's receipt for the contract change could not be read");
  }
  return { receiptId: id, receivedAt: at };
}

export function beChangeBody(change: ProviderContractChange) {
  return {
    reference: change.reference,
    change_date: change.changeDate,
    monthly_gross_cents: change.monthlyGrossCents,
    hours_per_week: change.hoursPerWeek,
    days_per_week: change.daysPerWeek,
    function_code: change.functionCode,
    weekly_schedule: change.weeklySchedule,
    variable_schedule: change.variableSchedule,
  };
}

export const sendBeContractChange: SendChange = async (credentials, session, change) => {
  const company = encodeURIComponent(credentials.customerCode);
  const worker = encodeURIComponent(change.employeeExternalId);
  const answer = await call(`/companies/${company}/employees/${worker}/contract-changes`, {
    method: "POST",
    body: beChangeBody(change),
    token: session.token,
  });
  if (answer.status === 404)
    throw refused("employee", "The portal does not know this person", change.employeeExternalId);
  if (answer.status === 422) {
    const fields = (answer.body.fields ?? {}) as Record<string, unknown>;
    const [field, message] = Object.entries(fields)[0] ?? ["body", answer.body.message ?? "invalid"];
    throw refused(field, String(message), change.employeeExternalId);
  }
  const body = authed(answer.status === 201 ? { ...answer, status: 200 } : answer);
  return receipt(body.receipt_id, body.received_at);
};

export const sendNlContractChange: SendChange = async (credentials, session, change) => {
  const path = `/providers/employers/employees/${encodeURIComponent(change.employeeExternalId)}/contractchanges`;
  const answer = await apiCall(credentials, session, path, {
    method: "POST",
    body: {
      reference: change.reference,
      startDate: change.changeDate,
      grossWage: change.monthlyGrossCents === null ? null : change.monthlyGrossCents / 100,
      hoursPerWeek: change.hoursPerWeek,
      daysPerWeek: change.daysPerWeek,
      function: change.functionCode === null ? null : { code: change.functionCode },
      weekSchedule: change.weeklySchedule,
      variableSchedule: change.variableSchedule,
    },
  });
  if (answer.status === 404) {
    throw refused("employee", "The payroll API does not know this employee", change.employeeExternalId);
  }
  if (answer.status === 422 || answer.status === 400) {
    const errors = Array.isArray(answer.body.errors) ? (answer.body.errors as Record<string, unknown>[]) : [];
    const first = errors[0] ?? {};
    throw refused(String(first.property ?? "body"), String(first.message ?? "invalid"), change.employeeExternalId);
  }
  if (answer.status !== 200 && answer.status !== 201) {
    throw new ProviderError("protocol", `The payroll API refused the contract change (${answer.status})`, [], {
      status: answer.status,
    });
  }
  const content = (answer.body.content ?? {}) as Record<string, unknown>;
  return receipt(content.id, content.receivedOn);
};
