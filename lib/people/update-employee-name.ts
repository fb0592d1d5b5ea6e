// Sets a person's name parts (first and last name, and the Dutch parts: insertion, initials, partner's
// name and how the last name is composed).
import type { RequestContext } from "@/lib/api/context";
import { applyEmployeeChanges } from "./apply-employee-changes";
import { employeeJson } from "./employee-json";
import type { TUpdateNameInput } from "./people.types";

export async function updateEmployeeName(ctx: RequestContext, input: TUpdateNameInput) {
  const { employee_id, ...fields } = input;
  return { data: employeeJson(ctx, await applyEmployeeChanges(ctx, employee_id, fields)) };
}
