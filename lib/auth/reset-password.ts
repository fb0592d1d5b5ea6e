// Sets a new password from a reset link. The link works once and for one hour; using it ends every
// session of the user (whoever knew the old password is signed out) and clears the sign-in lock, since
// opening the mail proves the user controls the address.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/api/errors";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMailInBackground } from "@/lib/mail/send-mail";
import { appLink } from "@/lib/config/app-url";
import { hashPassword } from "./password";
import { passwordFieldError } from "./password-rules";
import { ZNewPassword } from "./new-password-schema";
import { hashSecretToken, looksLikeToken } from "./secret-token";
import { endUserSessions } from "./user-session";
import { clearLoginFailures } from "./login-throttle";
import { auditUserEvent } from "./audit-user-event";

export const ZResetPasswordInput = z.strictObject({
  token: z.string().max(200),
  password: ZNewPassword,
});

const invalidLink = () => new AppError("not_found", "This reset link is not valid any more. Ask for a new one.");

/** The user a reset link belongs to while it can still be used; null for a wrong, used or expired link. */
export async function findUsableResetToken(token: string) {
  if (!looksLikeToken(token)) return null;
  const row = await db.passwordResetToken.findUnique({
    where: { id: hashSecretToken(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { id: true, email: true, name: true, language: true } } },
  });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row.user;
}

export async function resetPassword(input: z.output<typeof ZResetPasswordInput>) {
  const user = await findUsableResetToken(input.token);
  if (!user) throw invalidLink();
  const problem = passwordFieldError("password", input.password, user.email);
  if (problem) throw AppError.validation(problem);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();

  const sessionsEnded = await db.$transaction(async (tx) => {
    // Claimed atomically: of two requests with the same link only one gets through.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: hashSecretToken(input.token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw invalidLink();
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    const ended = await endUserSessions(user.id, { client: tx });
    await auditUserEvent(tx, { userId: user.id, action: "password_reset", after: { sessions_ended: ended } });
    return ended;
  });
  await clearLoginFailures(user.email);
  void sendMailInBackground(
    composeMail({
      kind: "passwordChanged",
      to: user.email,
      locale: mailLocale(user.language),
      values: { name: user.name },
      link: appLink("/login"),
    }),
  );
  return { ok: true, sessions_ended: sessionsEnded };
}
