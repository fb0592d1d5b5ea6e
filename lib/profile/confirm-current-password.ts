// Asks for the current password again before a sensitive change of one's own account (new email, new
// password, turning two-factor off). Wrong answers count toward the same per-account limit as sign-in,
// so a stolen session cannot be used to guess the password either.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { loginThrottleState, rateLimitedMessage, recordLoginFailure } from "@/lib/auth/login-throttle";

export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", rateLimitedMessage(retryAfterSeconds), { headers: { "Retry-After": String(retryAfterSeconds) } });
}

export async function confirmCurrentPassword(ctx: RequestContext, password: string, field = "password"): Promise<void> {
  await assertNotThrottled(ctx.user.email);
  const user = await db.user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordLoginFailure(ctx.user.email);
    throw AppError.validation({ [field]: `${field} is not correct` }, "The password is not correct");
  }
}

export async function assertNotThrottled(email: string): Promise<void> {
  const throttle = await loginThrottleState(email);
  if (throttle.locked) throw rateLimitedError(throttle.retryAfterSeconds);
}

/** Credentials belong to the person, not to the admin looking over their shoulder. */
export function assertNotImpersonating(ctx: RequestContext): void {
  if (ctx.impersonatorUserId) throw AppError.forbidden("This cannot be changed while impersonating");
}
