// Withdraws a pending invitation of the caller's company: the membership becomes "withdrawn" and the
// secret is deleted, so the mailed link answers 404 from then on. A membership of another company, or
// one that is not (or no longer) invited, answers 404 as if it did not exist. The users screen (issue 7)
// calls this too.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";

export async function withdrawInvitation(ctx: RequestContext, membershipId: number) {
  return db.$transaction(async (tx) => {
    const membership = await tx.membership.findFirst({
      where: { AND: [{ id: membershipId }, { groupId: ctx.group.id }, { status: "invited" }] },
      select: { id: true, userId: true },
    });
    if (!membership) throw AppError.notFound("Invitation");
    await tx.membership.update({ where: { id: membership.id }, data: { status: "withdrawn" } });
    await tx.membershipInvite.deleteMany({ where: { membershipId: membership.id } });
    await recordAudit(tx, ctx, {
      action: "withdraw_invite",
      objectType: "user",
      objectId: membership.userId,
      before: { status: "invited" },
      after: { status: "withdrawn" },
    });
    return { ok: true, user_id: membership.userId, status: "withdrawn" as const };
  });
}

/** The invited membership of a user in the caller's company (POST /admin/user/withdrawInvite {user_id}). */
export async function withdrawInvitationOfUser(ctx: RequestContext, userId: string) {
  const membership = await db.membership.findFirst({
    where: { AND: [{ userId }, { groupId: ctx.group.id }, { status: "invited" }] },
    select: { id: true },
  });
  if (!membership) throw AppError.notFound("Invitation");
  return withdrawInvitation(ctx, membership.id);
}
