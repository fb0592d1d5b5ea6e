// One person for the employee page: the person's fields the caller may read, and what the caller may
// do with them, so the page shows only the controls that will work.
import { isAdmin } from "@/lib/access/subject";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { EMPLOYEE_JSON_SELECT, employeeJson } from "./employee-json";
import { findVisibleEmployee } from "./visible-employees";

export function employeePermissions(ctx: RequestContext, employee: { deletedAt: Date | null }) {
  const canWrite = can(ctx.subject, "employees.write");
  return {
    can_edit: canWrite && employee.deletedAt === null,
    can_delete: canWrite && employee.deletedAt === null,
    can_reactivate: canWrite && employee.deletedAt !== null,
    can_hard_delete: canWrite && isAdmin(ctx.subject) && employee.deletedAt !== null,
    can_see_wages: can(ctx.subject, "wages.read"),
    can_edit_wages: can(ctx.subject, "wages.write") && employee.deletedAt === null,
    can_see_sensitive: can(ctx.subject, "sensitive.read"),
  };
}

export async function getEmployeeDetail(ctx: RequestContext, employeeId: number) {
  // Deleted people stay readable on their page (to reactivate them) for those who may list them.
  const employee = await findVisibleEmployee(ctx, employeeId, EMPLOYEE_JSON_SELECT, {
    includeDeleted: can(ctx.subject, "employees.write"),
  });
  return { data: { ...employeeJson(ctx, employee), permissions: employeePermissions(ctx, employee) } };
}
