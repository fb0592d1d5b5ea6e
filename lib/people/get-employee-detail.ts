// One person for the employee page: the person's fields the caller may read, and what the caller may
// do with them, so the page shows only the controls that will work. Callers outside the directory
// (self-service employees) get their own record only; any other id is a 404 like a missing one.
import { can, seesOwnWages } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { EMPLOYEE_JSON_SELECT, employeeJson } from "./employee-json";
import {
  canEditOwnRecord,
  canReadOwnRecord,
  OWN_EDITABLE_FIELDS,
  usesDirectory,
  writesThroughDirectory,
} from "./own-record";
import { findVisibleEmployee } from "./visible-employees";

export function employeePermissions(ctx: RequestContext, employee: { id: number; deletedAt: Date | null }) {
  const canWrite = can(ctx.subject, "employees.write");
  const live = employee.deletedAt === null;
  // Self-service: one's own contact and address, when the directory's write right does not cover it all.
  const ownEdit = live && !(canWrite && writesThroughDirectory(ctx)) && canEditOwnRecord(ctx, employee.id);
  return {
    can_edit: canWrite && live,
    can_delete: canWrite && live,
    can_reactivate: canWrite && !live,
    can_hard_delete: canWrite && can(ctx.subject, "employees.hard_delete") && !live,
    // Wages follow the wages switch; on one's own record also for a self-service employee (read only).
    can_see_wages: can(ctx.subject, "wages.read") || (canReadOwnRecord(ctx, employee.id) && seesOwnWages(ctx.subject)),
    can_edit_wages: can(ctx.subject, "wages.write") && live,
    can_see_sensitive: can(ctx.subject, "sensitive.read"),
    own_editable_fields: ownEdit ? [...OWN_EDITABLE_FIELDS] : [],
  };
}

export async function getEmployeeDetail(ctx: RequestContext, employeeId: number) {
  const own = canReadOwnRecord(ctx, employeeId);
  if (!usesDirectory(ctx) && !own) throw AppError.notFound("Employee");
  // Deleted people stay readable on their page (to reactivate them) for those who may list them.
  const employee = await findVisibleEmployee(ctx, employeeId, EMPLOYEE_JSON_SELECT, {
    includeDeleted: can(ctx.subject, "employees.write"),
    includeOwn: own,
  });
  return { data: { ...employeeJson(ctx, employee), permissions: employeePermissions(ctx, employee) } };
}
