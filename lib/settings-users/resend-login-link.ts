// POST /admin/user/resendUserLoginLink {user_id}: an invited user gets their invitation again (a new
// link; the old one stops working); an enabled user gets a one-hour sign-in link through the
// password-reset flow (lib/auth/request-password-reset.ts, with its per-account mail limit). A disabled
// user gets nothing: enable them first.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { requestPasswordReset } from "@/lib/auth/request-password-reset";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { inviteUsers } from "@/lib/invitations/invite-users";
import { findGroupMember } from "./find-group-member";
import type { TUserIdInput } from "./settings-users.types";

export async function resendLoginLink(ctx: RequestContext, input: TUserIdInput) {
  const member = await findGroupMember(ctx, input.user_id);
  if (member.status === "disabled") {
    throw new AppError("conflict", "A disabled user cannot sign in; enable them first", {
      fields: { user_id: "disabled" },
    });
  }
  if (member.status === "invited") {
    // inviteUsers audits the re-invite itself.
    const [outcome] = (await inviteUsers(ctx, { emails: [member.user.email] })).data;
    return { ok: true, user_id: member.user.id, kind: "invitation" as const, mail_sent: outcome?.mail_sent ?? false };
  }
  await requestPasswordReset({ email: member.user.email }, { locale: member.user.language });
  await db.$transaction((tx) =>
    recordAudit(tx, ctx, {
      action: "resend_login_link",
      objectType: "membership",
      objectId: member.id,
      before: null,
      after: { user_id: member.user.id, kind: "login_link" },
      employeeId: member.employee?.id ?? null,
    }),
  );
  return { ok: true, user_id: member.user.id, kind: "login_link" as const };
}
