// POST /users/hardDeleteUser {user_id}: removes the user from the company for good. The membership goes
// (with its team access, managed teams and invitation, by cascade); the linked employee record stays,
// unlinked. The user row itself is deleted only when it belongs to no other company. Audit rows keep
// their user ids (they have no foreign key), so the trail survives.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertKeepsAnAdmin } from "./assert-keeps-an-admin";
import { findGroupMember } from "./find-group-member";
import { lockGroupAdmins } from "./lock-group-admins";
import type { TUserIdInput } from "./settings-users.types";

export async function hardDeleteUser(ctx: RequestContext, input: TUserIdInput) {
  return db.$transaction(async (tx) => {
    await lockGroupAdmins(tx, ctx.group.id); // before reading: see lock-group-admins.ts
    const member = await findGroupMember(ctx, input.user_id, tx);
    await assertKeepsAnAdmin(tx, ctx, member, "delete");
    await tx.membership.delete({ where: { id: member.id } });
    const otherMemberships = await tx.membership.count({ where: { userId: member.user.id } });
    if (otherMemberships === 0) await tx.user.delete({ where: { id: member.user.id } });
    await recordAudit(tx, ctx, {
      action: "hard_delete",
      objectType: "membership",
      objectId: member.id,
      before: { user_id: member.user.id, email: member.user.email, role: member.role, status: member.status },
      after: null,
      employeeId: member.employee?.id ?? null,
    });
    return { ok: true, user_id: member.user.id, user_deleted: otherMemberships === 0 };
  });
}
