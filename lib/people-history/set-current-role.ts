// POST setCurrentRole: the person's new role from start_date on. The open role is closed the day before
// (the chain derives it), and the job title follows when the new role is already in force today. A new
// current role must start after the latest one; earlier corrections go through role/edit.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { dayOf, formatDay, parseIsoDate, todayIso } from "./day";
import { rechainRoles } from "./rechain-roles";
import { roleJson } from "./role-json";
import type { TSetCurrentRoleInput } from "./roles.types";

export async function setCurrentRole(ctx: RequestContext, input: TSetCurrentRoleInput) {
  const employee = await findVisibleEmployee(ctx, input.employee_id, { id: true });
  const created = await db.$transaction(async (tx) => {
    const latest = await tx.employeeRole.findFirst({
      where: { groupId: ctx.group.id, employeeId: employee.id },
      orderBy: { startDate: "desc" },
    });
    if (latest && dayOf(latest.startDate) >= input.start_date) {
      const message = `start_date must be after the start of the latest role (${formatDay(dayOf(latest.startDate))})`;
      throw AppError.validation({ start_date: message }, message);
    }
    const row = await tx.employeeRole.create({
      data: {
        groupId: ctx.group.id,
        employeeId: employee.id,
        role: input.new_role,
        startDate: parseIsoDate(input.start_date),
      },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "employee_role",
      objectId: row.id,
      employeeId: employee.id,
      after: { role: row.role, start_date: input.start_date },
    });
    await rechainRoles(tx, ctx, employee.id);
    return tx.employeeRole.findUniqueOrThrow({ where: { id: row.id } });
  });
  return { data: roleJson(created, todayIso()) };
}
