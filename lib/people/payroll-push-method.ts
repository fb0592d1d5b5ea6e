// How a person's data reaches payroll: automatic (pushed by the integration), manual (the payroll
// provider is told to enter it) or none.
import type { RequestContext } from "@/lib/api/context";
import { applyEmployeeChanges } from "./apply-employee-changes";
import type { TEditPayrollPushMethodInput } from "./people.types";
import { findVisibleEmployee } from "./visible-employees";

export async function getPayrollPushMethod(ctx: RequestContext, employeeId: number) {
  const e = await findVisibleEmployee(ctx, employeeId, { id: true, payrollPushMethod: true });
  return { data: { employee_id: e.id, payroll_push_method: e.payrollPushMethod } };
}

export async function editPayrollPushMethod(ctx: RequestContext, input: TEditPayrollPushMethodInput) {
  const row = await applyEmployeeChanges(ctx, input.employee_id, { payroll_push_method: input.payroll_push_method });
  return { data: { employee_id: row.id, payroll_push_method: row.payrollPushMethod } };
}
