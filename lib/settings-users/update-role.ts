// POST /admin/user/updateRole {user_id, role}: admin, default, team_only or employee. Taking admin away
// passes the last-admin and self-lockout guards. The user's next request reads the new role (rights are
// loaded fresh per request), so nothing else needs to be told.
import { isAdmin } from "@/lib/access/subject";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertKeepsAnAdmin } from "./assert-keeps-an-admin";
import { findGroupMember } from "./find-group-member";
import { lockGroupAdmins } from "./lock-group-admins";
import type { TUpdateRoleInput } from "./settings-users.types";
import { userJson } from "./user-json";

export async function updateRole(ctx: RequestContext, input: TUpdateRoleInput) {
  return db.$transaction(async (tx) => {
    await lockGroupAdmins(tx, ctx.group.id); // before reading: see lock-group-admins.ts
    const member = await findGroupMember(ctx, input.user_id, tx);
    if (member.role === input.role) return { data: userJson(member, { withRights: true }) };
    if (isAdmin(member)) await assertKeepsAnAdmin(tx, ctx, member, "demote");
    await tx.membership.update({ where: { id: member.id }, data: { role: input.role } });
    await recordAudit(tx, ctx, {
      action: "update_role",
      objectType: "membership",
      objectId: member.id,
      before: { user_id: member.user.id, role: member.role },
      after: { user_id: member.user.id, role: input.role },
      employeeId: member.employee?.id ?? null,
    });
    return { data: userJson({ ...member, role: input.role }, { withRights: true }) };
  });
}
