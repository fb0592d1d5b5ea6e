// Asks for the current password again before a sensitive change of one's own account (new email, new
// password, turning two-factor off). Wrong answers count toward the same per-account limit as sign-in,
// so a stolen session cannot be used to guess the password either.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { checkThrottled } from "@/lib/auth/check-throttled";

export async function confirmCurrentPassword(ctx: RequestContext, password: string, field = "password"): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { passwordHash: true } });
  await checkThrottled(
    ctx.user.email,
    () => verifyPassword(password, user.passwordHash),
    () => AppError.validation({ [field]: `${field} is not correct` }, "The password is not correct"),
  );
}
