// The user changes their own password: the current one first, the new one by the password rules. All
// their other sessions end (this one stays), and a notice goes to their address.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { passwordFieldError } from "@/lib/auth/password-rules";
import { endUserSessions } from "@/lib/auth/user-session";
import { appLink } from "@/lib/config/app-url";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMailInBackground } from "@/lib/mail/send-mail";
import { zNewPassword, zPassword } from "@/lib/validation/identity-fields";
import { assertPersonalSession } from "@/lib/auth/personal-session";
import { confirmCurrentPassword } from "./confirm-current-password";

export const ZChangePasswordInput = z.strictObject({
  current_password: zPassword("current_password"),
  new_password: zNewPassword("new_password"),
});

export async function changePassword(ctx: RequestContext, input: z.output<typeof ZChangePasswordInput>) {
  assertPersonalSession(ctx, "Changing the password");
  const problem = passwordFieldError("new_password", input.new_password, ctx.user.email);
  if (problem) throw AppError.validation(problem);
  if (input.new_password === input.current_password) {
    throw AppError.validation({ new_password: "new_password must differ from the current password" });
  }
  await confirmCurrentPassword(ctx, input.current_password, "current_password");
  const passwordHash = await hashPassword(input.new_password);
  const ended = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: ctx.user.id }, data: { passwordHash } });
    const count = await endUserSessions(ctx.user.id, { exceptSessionId: ctx.sessionId, client: tx });
    await recordAudit(tx, ctx, {
      action: "change_password",
      objectType: "user",
      objectId: ctx.user.id,
      after: { other_sessions_ended: count },
    });
    return count;
  });
  void sendMailInBackground(
    composeMail({
      kind: "passwordChanged",
      to: ctx.user.email,
      locale: mailLocale(ctx.user.language),
      values: { name: ctx.user.name },
      link: appLink("/"),
    }),
  );
  return { ok: true, other_sessions_ended: ended };
}
