// POST /api/impersonation/start {user_id} – an admin (not read-only: route permission users.manage) acts
// as an enabled user of their own group. The impersonation runs in a separate session (its own id, bound
// to this group, impersonatorUserId set so every audit row names the admin) that remembers the admin's
// own session; the admin's session is kept untouched for the way back (end-impersonation.ts). It never
// outlives the admin's session. Chosen rules: another admin cannot be impersonated (no acting as a peer
// with the same rights and hiding behind their name), nor oneself, nor while already impersonating;
// a user of another group answers 404 like an unknown id.
import { isAdmin } from "@/lib/access/subject";
import { isImpersonatedSession } from "@/lib/access/personal-session";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { issueSignInTicket } from "@/lib/auth/sign-in-ticket";
import { sessionMaxMs } from "@/lib/auth/session-settings";
import { db } from "@/lib/db/client";

export const ZStartImpersonationInput = z.strictObject({
  user_id: z.string().trim().min(1, "user_id is required").max(64),
});

export async function startImpersonation(
  ctx: RequestContext,
  input: z.output<typeof ZStartImpersonationInput>,
  meta: { userAgent?: string | null; ip?: string | null } = {},
) {
  if (isImpersonatedSession(ctx)) throw AppError.forbidden("End the current impersonation first");
  const target = await db.membership.findFirst({
    where: { AND: [{ groupId: ctx.group.id }, { userId: input.user_id }] },
    select: { userId: true, role: true, status: true, user: { select: { name: true, email: true } } },
  });
  if (!target) throw AppError.notFound("User");
  if (target.userId === ctx.user.id) throw AppError.validation({ user_id: "You cannot impersonate yourself" });
  if (target.status !== "enabled") throw AppError.validation({ user_id: "Only an active user can be impersonated" });
  if (isAdmin(target)) throw AppError.forbidden("Administrators cannot be impersonated");

  const own = await db.userSession.findUniqueOrThrow({
    where: { id: ctx.sessionId },
    select: { expiresAt: true, viaSso: true },
  });
  const now = new Date();
  const session = await db.$transaction(async (tx) => {
    const created = await tx.userSession.create({
      data: {
        id: randomBytes(32).toString("base64url"),
        userId: target.userId,
        groupId: ctx.group.id,
        impersonatorUserId: ctx.user.id,
        impersonatorSessionId: ctx.sessionId,
        // Acts with the standing of the admin's own sign-in (a company that admits SSO only checks it).
        viaSso: own.viaSso,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(Math.min(own.expiresAt.getTime(), now.getTime() + sessionMaxMs())),
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
        ip: meta.ip ?? null,
      },
    });
    await recordAudit(tx, ctx, {
      action: "impersonation_start",
      objectType: "user",
      objectId: target.userId,
      after: { impersonated_user_id: target.userId, impersonated_email: target.user.email },
    });
    return created;
  });
  // The ticket resumes the session prepared above (the provider checks it belongs to the ticket's user).
  const ticket = await issueSignInTicket({
    userId: target.userId,
    groupId: ctx.group.id,
    purpose: "impersonation",
    impersonatorUserId: ctx.user.id,
    resumeSessionId: session.id,
  });
  return {
    ticket,
    user: { user_id: target.userId, real_name: target.user.name, email: target.user.email },
    group_name: ctx.group.name,
  };
}
