// Marks a person sensitive (hidden from everyone without the sensitive right) or not. Needs that right
// itself: employeeWriteData refuses is_sensitive without it.
import type { RequestContext } from "@/lib/api/context";
import { applyEmployeeChanges } from "./apply-employee-changes";
import type { TSetSensitiveInput } from "./people.types";

export async function setEmployeeSensitive(ctx: RequestContext, input: TSetSensitiveInput) {
  const row = await applyEmployeeChanges(ctx, input.employee_id, { is_sensitive: input.is_sensitive });
  return { data: { employee_id: row.id, is_sensitive: row.isSensitive } };
}
