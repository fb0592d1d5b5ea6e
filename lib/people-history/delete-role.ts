// POST role/delete (the spec's "Role {item_id}"): remove a history entry. The role before it then runs on
// until the next one (the chain closes the gap), and the job title follows the role in force today.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { dayOf } from "./day";
import { findVisibleRole } from "./find-visible-role";
import { rechainRoles } from "./rechain-roles";
import type { TDeleteRoleInput } from "./roles.types";

export async function deleteRole(ctx: RequestContext, input: TDeleteRoleInput) {
  const role = await findVisibleRole(ctx, input.item_id);
  await db.$transaction(async (tx) => {
    await tx.employeeRole.delete({ where: { id: role.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "employee_role",
      objectId: role.id,
      employeeId: role.employeeId,
      before: {
        role: role.role,
        start_date: dayOf(role.startDate),
        end_date: role.endDate ? dayOf(role.endDate) : null,
      },
    });
    await rechainRoles(tx, ctx, role.employeeId);
  });
  return { data: { item_id: role.id, deleted: true } };
}
