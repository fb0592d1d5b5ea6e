// "Forgot password": mails a single-use link valid for one hour. The answer is the same, and takes about
// as long, whether or not the email belongs to an account: the mail is sent in the background and
// every answer waits for the same minimum time. At most RESET_MAILS_PER_WINDOW links per account per
// window are mailed, so the form cannot be used to flood someone's mailbox.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { appLink } from "@/lib/config/app-url";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMailInBackground } from "@/lib/mail/send-mail";
import { newSecretToken } from "./secret-token";

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_MAILS_PER_WINDOW = 3;
const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;
const MIN_ANSWER_MS = 300;

export const ZRequestPasswordResetInput = z.strictObject({
  email: z.string().trim().toLowerCase().max(320).pipe(z.email("Enter a valid email address")),
});

export const PASSWORD_RESET_ANSWER = {
  ok: true,
  message: "If an account exists for this email address, we sent it a link to choose a new password.",
} as const;

export async function requestPasswordReset(
  input: z.output<typeof ZRequestPasswordResetInput>,
  options: { locale?: string | null } = {},
) {
  const started = Date.now();
  await issueResetLink(input.email, options.locale);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_ANSWER_MS - (Date.now() - started))));
  return PASSWORD_RESET_ANSWER;
}

async function issueResetLink(email: string, locale: string | null | undefined): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      name: true,
      language: true,
      memberships: { where: { status: "enabled" }, select: { id: true }, take: 1 },
    },
  });
  // No account, or no account the user could sign in to: nothing to reset, and nothing said about it.
  if (!user || user.memberships.length === 0) return;
  const recent = await db.passwordResetToken.count({
    where: { userId: user.id, createdAt: { gt: new Date(Date.now() - RESET_MAIL_WINDOW_MS) } },
  });
  if (recent >= RESET_MAILS_PER_WINDOW) return;

  const { token, hash } = newSecretToken();
  const now = new Date();
  await db.$transaction(async (tx) => {
    // Only the newest link works.
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.passwordResetToken.create({
      data: { id: hash, userId: user.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) },
    });
  });
  void sendMailInBackground(
    composeMail({
      kind: "passwordReset",
      to: user.email,
      locale: mailLocale(user.language, locale),
      values: { name: user.name, minutes: PASSWORD_RESET_TTL_MS / 60_000 },
      link: appLink(`/login/reset/${token}`),
    }),
  );
}
