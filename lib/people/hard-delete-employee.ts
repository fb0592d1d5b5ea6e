// Removes a deleted person for good (admins only: the route asks employees.hard_delete): the row and what hangs on it (leave, roles, wages)
// go; the audit trail stays, since audit rows only carry the id.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { employeeAuditSnapshot } from "./employee-audit-snapshot";
import { EMPLOYEE_JSON_SELECT } from "./employee-json";
import type { TEmployeeIdBody } from "./people.types";
import { findVisibleEmployee } from "./visible-employees";

export async function hardDeleteEmployee(ctx: RequestContext, input: TEmployeeIdBody) {
  const employee = await findVisibleEmployee(ctx, input.employee_id, EMPLOYEE_JSON_SELECT, { includeDeleted: true });
  if (!employee.deletedAt) {
    throw new AppError("conflict", "Delete the person first; only deleted people can be removed for good", {
      fields: { employee_id: "Only deleted people can be removed for good" },
    });
  }
  await db.$transaction(async (tx) => {
    await tx.employee.delete({ where: { id: employee.id, groupId: ctx.group.id } });
    await recordAudit(tx, ctx, {
      action: "hard_delete",
      objectType: "employee",
      objectId: employee.id,
      employeeId: employee.id,
      before: employeeAuditSnapshot(employee),
      after: null,
    });
  });
  return { data: { employee_id: employee.id, hard_deleted: true } };
}
