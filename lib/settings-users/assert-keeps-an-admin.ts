// The two guards every change that takes rights away passes: a company always keeps an enabled admin who
// can still manage users (not read-only), and an admin never locks themselves out (demoting, disabling,
// deleting or making themselves read-only). Both answer 409 with the reason in the message and in
// fields.user_id, so the screen can say why. Run inside the change's transaction so that two admins
// demoting each other at the same moment cannot both pass.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import type { DbTransaction } from "@/lib/db/client";

export type RightsLoss = "demote" | "disable" | "delete" | "read_only";

type Target = { id: number; role: string; status: string; readOnly: boolean; user: { id: string } };

export const LAST_ADMIN_MESSAGE = "The company must keep at least one enabled admin";
export const SELF_LOCKOUT_MESSAGE = "You cannot take your own admin access away";

export async function assertKeepsAnAdmin(tx: DbTransaction, ctx: RequestContext, target: Target, loss: RightsLoss) {
  const managingAdmin = target.role === "admin" && target.status === "enabled" && !target.readOnly;
  if (managingAdmin) {
    const others = await tx.membership.count({
      where: { groupId: ctx.group.id, role: "admin", status: "enabled", readOnly: false, id: { not: target.id } },
    });
    if (others === 0) throw new AppError("conflict", LAST_ADMIN_MESSAGE, { fields: { user_id: "last_admin" } });
  }
  if (target.user.id === ctx.user.id) {
    throw new AppError("conflict", `${SELF_LOCKOUT_MESSAGE} (${loss})`, { fields: { user_id: "self_lockout" } });
  }
}
