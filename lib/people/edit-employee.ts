// Edits a person's fields {employee_id, ...fields}; only the fields sent change. A caller without the
// directory's write right reaches here only for their own record (route() ownRecord): then only the
// self-service fields may change (lib/people/own-record.ts).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { applyEmployeeChanges } from "./apply-employee-changes";
import { employeeJson } from "./employee-json";
import { assertOwnEditableFields, canEditOwnRecord, writesThroughDirectory } from "./own-record";
import type { TEditEmployeeInput } from "./people.types";

export async function editEmployee(ctx: RequestContext, input: TEditEmployeeInput) {
  const { employee_id, ...fields } = input;
  if (!writesThroughDirectory(ctx)) {
    if (!canEditOwnRecord(ctx, employee_id)) throw AppError.forbidden();
    assertOwnEditableFields(fields);
    return { data: employeeJson(ctx, await applyEmployeeChanges(ctx, employee_id, fields, { own: true })) };
  }
  return { data: employeeJson(ctx, await applyEmployeeChanges(ctx, employee_id, fields)) };
}
