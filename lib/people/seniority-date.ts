// The seniority date of a person (the date notice periods and seniority count from; it can differ
// from the start date after a transfer).
import type { RequestContext } from "@/lib/api/context";
import { applyEmployeeChanges } from "./apply-employee-changes";
import { dayString } from "./people-fields";
import type { TEditSeniorityDateInput } from "./people.types";
import { findVisibleEmployee } from "./visible-employees";

export async function getSeniorityDate(ctx: RequestContext, employeeId: number) {
  const e = await findVisibleEmployee(ctx, employeeId, { id: true, seniorityDate: true, startDate: true });
  return {
    data: { employee_id: e.id, seniority_date: dayString(e.seniorityDate), start_date: dayString(e.startDate) },
  };
}

export async function editSeniorityDate(ctx: RequestContext, input: TEditSeniorityDateInput) {
  const row = await applyEmployeeChanges(ctx, input.employee_id, { seniority_date: input.seniority_date });
  return {
    data: { employee_id: row.id, seniority_date: dayString(row.seniorityDate), start_date: dayString(row.startDate) },
  };
}
