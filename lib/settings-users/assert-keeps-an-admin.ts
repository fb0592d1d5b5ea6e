// The two guards every change that takes rights away passes: a company always keeps an enabled admin who
// can still manage users (not read-only), and an admin never locks themselves out (demoting, disabling,
// deleting or making themselves read-only). Both answer 409 with the reason in the message and in
// fields.user_id, so the screen can say why. Run inside the change's transaction, after
// lockGroupAdmins(), so that two admins demoting each other at the same moment cannot both pass: the
// lock makes the second change wait, and its fresh reads then see the first one.
import { isManagingAdmin } from "@/lib/access/memberships";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import type { DbTransaction } from "@/lib/db/client";
import { lockGroupAdmins } from "./lock-group-admins";

export type RightsLoss = "demote" | "disable" | "delete" | "read_only";

type Target = { id: number; role: string; status: string; readOnly: boolean; user: { id: string } };

export const LAST_ADMIN_MESSAGE = "The company must keep at least one enabled admin";
export const SELF_LOCKOUT_MESSAGE = "You cannot take your own admin access away";
export const SELF_TEAM_LIMIT_MESSAGE = "You cannot limit your own access to chosen teams; ask another admin";

export async function assertKeepsAnAdmin(tx: DbTransaction, ctx: RequestContext, target: Target, loss: RightsLoss) {
  await lockGroupAdmins(tx, ctx.group.id); // re-entrant: a no-op when the caller already holds it
  // The caller's rights were read when the request began; a parallel change may have taken them since.
  const actor = await tx.membership.findFirst({
    where: { id: ctx.membership.id, groupId: ctx.group.id, role: "admin", status: "enabled", readOnly: false },
    select: { id: true },
  });
  if (!actor) throw new AppError("forbidden", "Your admin rights changed; reload and try again");
  const managingAdmin = isManagingAdmin(target);
  if (managingAdmin) await assertGroupKeepsAnAdmin(tx, ctx.group.id, [target.id]);
  if (target.user.id === ctx.user.id) {
    throw new AppError("conflict", `${SELF_LOCKOUT_MESSAGE} (${loss})`, { fields: { user_id: "self_lockout" } });
  }
}

/** 409 when no enabled, managing admin would remain once the given memberships lose admin rights. */
export async function assertGroupKeepsAnAdmin(tx: DbTransaction, groupId: number, losingMembershipIds: number[]) {
  await lockGroupAdmins(tx, groupId);
  const others = await tx.membership.count({
    where: { groupId, role: "admin", status: "enabled", readOnly: false, id: { notIn: losingMembershipIds } },
  });
  if (others === 0) throw new AppError("conflict", LAST_ADMIN_MESSAGE, { fields: { user_id: "last_admin" } });
}
