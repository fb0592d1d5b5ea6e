// Edits a person's fields {employee_id, ...fields}; only the fields sent change.
import type { RequestContext } from "@/lib/api/context";
import { applyEmployeeChanges } from "./apply-employee-changes";
import { employeeJson } from "./employee-json";
import type { TEditEmployeeInput } from "./people.types";

export async function editEmployee(ctx: RequestContext, input: TEditEmployeeInput) {
  const { employee_id, ...fields } = input;
  return { data: employeeJson(ctx, await applyEmployeeChanges(ctx, employee_id, fields)) };
}
