// POST /api/impersonation/end – ends the impersonation of the current session: the impersonation session
// is revoked (audited, naming the admin), and the admin's own session, remembered when it started, is
// resumed through a ticket (the cookie is replaced). The admin was active all along, so their own session
// counts as used now; when it was revoked or reached its absolute lifetime meanwhile, the admin signs in
// again instead.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { issueSignInTicket } from "@/lib/auth/sign-in-ticket";
import { db } from "@/lib/db/client";

export async function endImpersonation(ctx: RequestContext): Promise<{ ticket: string | null; redirectTo: string }> {
  if (!ctx.impersonatorUserId) throw new AppError("conflict", "This session is not an impersonation");
  const current = await db.userSession.findUniqueOrThrow({
    where: { id: ctx.sessionId },
    select: { impersonatorSessionId: true },
  });
  const own = current.impersonatorSessionId
    ? await db.userSession.findUnique({ where: { id: current.impersonatorSessionId } })
    : null;
  const now = new Date();
  const resumable =
    own && own.userId === ctx.impersonatorUserId && !own.revokedAt && own.expiresAt.getTime() > now.getTime()
      ? own
      : null;
  await db.$transaction(async (tx) => {
    await tx.userSession.update({ where: { id: ctx.sessionId }, data: { revokedAt: now } });
    if (resumable) await tx.userSession.update({ where: { id: resumable.id }, data: { lastSeenAt: now } });
    await recordAudit(tx, ctx, {
      action: "impersonation_end",
      objectType: "user",
      objectId: ctx.user.id,
      before: { impersonated_user_id: ctx.user.id },
      after: { impersonated_user_id: null },
    });
  });
  if (!resumable) return { ticket: null, redirectTo: "/login" };
  const ticket = await issueSignInTicket({
    userId: resumable.userId,
    groupId: resumable.groupId,
    purpose: "impersonation_end",
    resumeSessionId: resumable.id,
  });
  return { ticket, redirectTo: "/" };
}
