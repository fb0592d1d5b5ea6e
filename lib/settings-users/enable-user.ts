// POST /users/enableUser {user_id, reinvite}: a disabled user gets their access back. Without reinvite the
// membership is simply enabled again (they sign in as before). With reinvite it goes back to "invited"
// and the invitation flow of lib/invitations sends a fresh single-use link: for someone who never
// finished accepting, or whose sign-in should start over.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { inviteUsers } from "@/lib/invitations/invite-users";
import { findGroupMember } from "./find-group-member";
import type { TEnableUserInput } from "./settings-users.types";

export async function enableUser(ctx: RequestContext, input: TEnableUserInput) {
  const reinvite = input.reinvite ?? false;
  const member = await db.$transaction(async (tx) => {
    const row = await findGroupMember(ctx, input.user_id, tx);
    if (row.status !== "disabled") {
      throw new AppError("conflict", "Only a disabled user can be enabled", { fields: { user_id: "not_disabled" } });
    }
    const status = reinvite ? "invited" : "enabled";
    await tx.membership.update({ where: { id: row.id }, data: { status } });
    await recordAudit(tx, ctx, {
      action: "enable",
      objectType: "membership",
      objectId: row.id,
      before: { user_id: row.user.id, status: row.status },
      after: { user_id: row.user.id, status, reinvite },
      employeeId: row.employee?.id ?? null,
    });
    return row;
  });
  if (!reinvite) return { ok: true, user_id: member.user.id, status: "enabled" as const, mail_sent: false };
  // An invited membership: inviteUsers issues the new secret, audits the re-invite and mails the link.
  const [outcome] = (await inviteUsers(ctx, { emails: [member.user.email] })).data;
  return { ok: true, user_id: member.user.id, status: "invited" as const, mail_sent: outcome?.mail_sent ?? false };
}
