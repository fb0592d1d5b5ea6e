// POST /users/disableUser {user_id}: the membership becomes "disabled" and every open session of the
// user ends at once (endUserSessions), so the next request of a signed-in browser is 401 instead of
// running until the session idles out. That also signs them out of their other companies: they sign in
// again there, a small price for a disable that takes effect immediately.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { endUserSessions } from "@/lib/auth/user-session";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertKeepsAnAdmin } from "./assert-keeps-an-admin";
import { findGroupMember } from "./find-group-member";
import { lockGroupAdmins } from "./lock-group-admins";
import type { TUserIdInput } from "./settings-users.types";

export async function disableUser(ctx: RequestContext, input: TUserIdInput) {
  return db.$transaction(async (tx) => {
    await lockGroupAdmins(tx, ctx.group.id); // before reading: see lock-group-admins.ts
    const member = await findGroupMember(ctx, input.user_id, tx);
    if (member.status === "disabled") return { ok: true, user_id: member.user.id, status: "disabled" as const };
    if (member.status !== "enabled") {
      throw new AppError("conflict", "Only an enabled user can be disabled; withdraw a pending invitation instead", {
        fields: { user_id: "not_enabled" },
      });
    }
    await assertKeepsAnAdmin(tx, ctx, member, "disable");
    await tx.membership.update({ where: { id: member.id }, data: { status: "disabled" } });
    const endedSessions = await endUserSessions(member.user.id, { client: tx });
    await recordAudit(tx, ctx, {
      action: "disable",
      objectType: "membership",
      objectId: member.id,
      before: { user_id: member.user.id, status: member.status },
      after: { user_id: member.user.id, status: "disabled", ended_sessions: endedSessions },
      employeeId: member.employee?.id ?? null,
    });
    return { ok: true, user_id: member.user.id, status: "disabled" as const };
  });
}
