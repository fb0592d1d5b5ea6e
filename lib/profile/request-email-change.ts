// POST /user/updateEmail {email, password}: the user asks to sign in with another address. The current
// password is asked again; nothing changes until the link mailed to the new address is opened
// (confirm-email-change.ts). A newer request replaces an older one.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { newSecretToken } from "@/lib/auth/secret-token";
import { appLink } from "@/lib/config/app-url";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { zEmail, zPassword } from "@/lib/validation/identity-fields";
import { assertPersonalSession } from "@/lib/auth/personal-session";
import { confirmCurrentPassword } from "./confirm-current-password";

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export const ZUpdateEmailInput = z.strictObject({ email: zEmail("email"), password: zPassword("password") });

export async function requestEmailChange(ctx: RequestContext, input: z.output<typeof ZUpdateEmailInput>) {
  assertPersonalSession(ctx, "Changing the email address");
  if (input.email === ctx.user.email.toLowerCase())
    throw AppError.validation({ email: "email is already your address" });
  await confirmCurrentPassword(ctx, input.password);
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw AppError.validation({ email: "email is already used by another account" });
  }
  const { token, hash } = newSecretToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  await db.$transaction(async (tx) => {
    await tx.emailChangeRequest.updateMany({ where: { userId: ctx.user.id, usedAt: null }, data: { usedAt: now } });
    await tx.emailChangeRequest.create({
      data: { id: hash, userId: ctx.user.id, newEmail: input.email, groupId: ctx.group.id, expiresAt },
    });
    await recordAudit(tx, ctx, {
      action: "request_email_change",
      objectType: "user",
      objectId: ctx.user.id,
      after: { pending_email: input.email },
    });
  });
  await sendMail(
    composeMail({
      kind: "emailChangeConfirm",
      to: input.email,
      locale: mailLocale(ctx.user.language),
      values: { name: ctx.user.name, hours: EMAIL_CHANGE_TTL_MS / 3_600_000 },
      link: appLink(`/login/confirm-email/${token}`),
    }),
  );
  return { data: { email: ctx.user.email, pending_email: input.email, expires_at: expiresAt.toISOString() } };
}

/** The address waiting for confirmation, for the account page. */
export async function pendingEmailChange(userId: string): Promise<string | null> {
  const row = await db.emailChangeRequest.findFirst({
    where: { userId, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { newEmail: true },
  });
  return row?.newEmail ?? null;
}
