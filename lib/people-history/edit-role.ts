// POST role/edit: correct a history entry's role text and/or start date. Two roles of one person may not
// start on the same day (their periods would overlap); end dates are derived again afterwards.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { dayOf, formatDay, parseIsoDate, todayIso } from "./day";
import { findVisibleRole } from "./find-visible-role";
import { rechainRoles } from "./rechain-roles";
import { roleJson } from "./role-json";
import type { TEditRoleInput } from "./roles.types";

export async function editRole(ctx: RequestContext, input: TEditRoleInput) {
  if (input.new_role === undefined && input.start_date === undefined) {
    throw AppError.validation({ new_role: "Give new_role or start_date" }, "Nothing to change");
  }
  const role = await findVisibleRole(ctx, input.item_id);
  const updated = await db.$transaction(async (tx) => {
    const beforeStart = dayOf(role.startDate);
    const start = input.start_date ?? beforeStart;
    if (start !== beforeStart) {
      const clash = await tx.employeeRole.findFirst({
        where: {
          groupId: ctx.group.id,
          employeeId: role.employeeId,
          startDate: parseIsoDate(start),
          id: { not: role.id },
        },
        select: { id: true },
      });
      if (clash) {
        const message = `Another role already starts on ${formatDay(start)}; the periods would overlap`;
        throw AppError.validation({ start_date: message }, message);
      }
    }
    const row = await tx.employeeRole.update({
      where: { id: role.id },
      data: { role: input.new_role ?? role.role, startDate: parseIsoDate(start) },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "employee_role",
      objectId: role.id,
      employeeId: role.employeeId,
      before: { role: role.role, start_date: beforeStart },
      after: { role: row.role, start_date: start },
    });
    await rechainRoles(tx, ctx, role.employeeId);
    return tx.employeeRole.findUniqueOrThrow({ where: { id: role.id } });
  });
  return { data: roleJson(updated, todayIso()) };
}
