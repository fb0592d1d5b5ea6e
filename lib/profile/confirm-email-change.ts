// Applies a requested email change when the link mailed to the new address is used (POST from the
// confirmation page, so a mail scanner that merely opens links changes nothing). The old address is told.
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { hashSecretToken, looksLikeToken } from "@/lib/auth/secret-token";
import { auditUserEvent } from "@/lib/auth/audit-user-event";
import { appLink } from "@/lib/config/app-url";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMailInBackground } from "@/lib/mail/send-mail";

export const ZConfirmEmailInput = z.strictObject({ token: z.string({ error: "token is required" }).max(200) });

const invalidLink = () => new AppError("not_found", "This confirmation link is not valid any more");

export async function findEmailChange(token: string) {
  if (!looksLikeToken(token)) return null;
  const row = await db.emailChangeRequest.findUnique({ where: { id: hashSecretToken(token) } });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

export async function confirmEmailChange(input: z.output<typeof ZConfirmEmailInput>) {
  const request = await findEmailChange(input.token);
  if (!request) throw invalidLink();
  const now = new Date();
  const old = await db.$transaction(async (tx) => {
    const claimed = await tx.emailChangeRequest.updateMany({
      where: { id: request.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw invalidLink();
    if (await tx.user.findUnique({ where: { email: request.newEmail }, select: { id: true } })) {
      throw AppError.validation({ email: "email is already used by another account" });
    }
    const before = await tx.user.findUniqueOrThrow({
      where: { id: request.userId },
      select: { email: true, name: true, language: true },
    });
    await tx.user.update({ where: { id: request.userId }, data: { email: request.newEmail, emailVerified: now } });
    await auditUserEvent(tx, {
      userId: request.userId,
      action: "update",
      before: { email: before.email },
      after: { email: request.newEmail },
      groupIds: [request.groupId],
    });
    return before;
  });
  void sendMailInBackground(
    composeMail({
      kind: "emailChanged",
      to: old.email,
      locale: mailLocale(old.language),
      values: { name: old.name, newEmail: request.newEmail },
      link: appLink("/"),
    }),
  );
  return { ok: true, email: request.newEmail };
}
