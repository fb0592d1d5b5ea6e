// The second sign-in step for users with two-factor: the "mfa" ticket from the password step plus a
// TOTP or recovery code opens the session. Wrong codes count toward the same per-account limit as
// wrong passwords; the ticket is only used up once the code is right, so a typo can be corrected
// within the ticket's few minutes.
import { db } from "@/lib/db/client";
import { clearLoginFailures, releaseLoginAttempt, reserveLoginAttempt } from "./login-throttle";
import { peekSignInTicket, redeemSignInTicket } from "./sign-in-ticket";
import { createUserSession, type ActiveSession } from "./user-session";
import { verifySecondFactor } from "./two-factor/verify-second-factor";

export type SecondFactorResult =
  | { ok: true; user: { id: string; email: string; name: string }; session: ActiveSession }
  | { ok: false; reason: "invalid_code" | "sign_in_expired" }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

export async function completeSecondFactor(input: {
  ticket: string;
  code: string;
  userAgent?: string | null;
  ip?: string | null;
}): Promise<SecondFactorResult> {
  const ticket = await peekSignInTicket(input.ticket);
  if (!ticket || ticket.purpose !== "mfa") return { ok: false, reason: "sign_in_expired" };
  const user = await db.user.findUnique({
    where: { id: ticket.userId },
    select: { id: true, email: true, name: true },
  });
  if (!user) return { ok: false, reason: "sign_in_expired" };

  const attempt = await reserveLoginAttempt(user.email);
  if (attempt.locked) return { ok: false, reason: "rate_limited", retryAfterSeconds: attempt.retryAfterSeconds };
  if (!(await verifySecondFactor(user.id, input.code))) return { ok: false, reason: "invalid_code" };

  const redeemed = await redeemSignInTicket(input.ticket, ["mfa"]);
  if (!redeemed) {
    await releaseLoginAttempt(attempt.attemptId);
    return { ok: false, reason: "sign_in_expired" };
  }
  await clearLoginFailures(user.email);
  const session = await createUserSession({
    userId: user.id,
    groupId: redeemed.groupId,
    boundGroupId: redeemed.boundGroupId,
    viaSso: redeemed.viaSso,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  return { ok: true, user, session };
}

/** The user an "mfa" ticket belongs to, without using it (for the throttle check of the HTTP endpoint). */
export async function secondFactorTicketEmail(ticket: string): Promise<string | null> {
  const found = await peekSignInTicket(ticket);
  if (!found || found.purpose !== "mfa") return null;
  const user = await db.user.findUnique({ where: { id: found.userId }, select: { email: true } });
  return user?.email ?? null;
}
