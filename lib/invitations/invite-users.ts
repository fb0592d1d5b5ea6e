// POST /admin/user/invite {emails}: an admin invites people into their own company. A new email gets a
// user; each invited person gets a membership with status "invited" (role employee: rights are given
// on the users screen afterwards) and a fresh single-use secret, mailed as a link. Inviting someone who
// is still invited (or was withdrawn) sends a new link and kills the old one; an enabled or disabled
// member is reported, not changed. The company is always the caller's: nothing in the input names one.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { newSecretToken } from "@/lib/auth/secret-token";
import { appLink } from "@/lib/config/app-url";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { zListedEmail } from "@/lib/validation/identity-fields";
import { INVITE_TTL_DAYS } from "./find-invitation";

export const MAX_INVITES_PER_REQUEST = 50;

export const ZInviteUsersInput = z.strictObject({
  emails: z
    .array(zListedEmail("emails"), {
      error: (issue) => (issue.input === undefined ? "emails is required" : "emails must be a list"),
    })
    .min(1, { error: "emails is required" })
    .max(MAX_INVITES_PER_REQUEST, { error: `emails can hold at most ${MAX_INVITES_PER_REQUEST} addresses` }),
});

export type InviteOutcome = {
  email: string;
  user_id: string;
  status: "invited" | "reinvited" | "already_member" | "disabled";
  mail_sent: boolean;
};

export async function inviteUsers(ctx: RequestContext, input: z.output<typeof ZInviteUsersInput>) {
  const results: InviteOutcome[] = [];
  for (const email of [...new Set(input.emails)]) results.push(await inviteOne(ctx, email));
  return { data: results };
}

async function inviteOne(ctx: RequestContext, email: string): Promise<InviteOutcome> {
  const { token, hash } = newSecretToken();
  const outcome = await db.$transaction(async (tx) => {
    const user =
      (await tx.user.findUnique({ where: { email } })) ?? (await tx.user.create({ data: { email, name: "" } }));
    const existing = await tx.membership.findUnique({
      where: { userId_groupId: { userId: user.id, groupId: ctx.group.id } },
    });
    if (existing?.status === "enabled") return { user, status: "already_member" as const };
    if (existing?.status === "disabled") return { user, status: "disabled" as const };

    const now = new Date();
    const membership = existing
      ? await tx.membership.update({ where: { id: existing.id }, data: { status: "invited", invitedAt: now } })
      : await tx.membership.create({
          data: { userId: user.id, groupId: ctx.group.id, role: "employee", status: "invited", invitedAt: now },
        });
    const invite = {
      secretHash: hash,
      invitedByUserId: ctx.user.id,
      expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000),
      createdAt: now,
    };
    await tx.membershipInvite.upsert({
      where: { membershipId: membership.id },
      create: { membershipId: membership.id, ...invite },
      update: invite,
    });
    await recordAudit(tx, ctx, {
      action: existing ? "reinvite" : "invite",
      objectType: "user",
      objectId: user.id,
      before: existing ? { status: existing.status } : null,
      after: { email, status: "invited", role: membership.role },
    });
    return { user, status: existing ? ("reinvited" as const) : ("invited" as const) };
  });

  let mailSent = false;
  if (outcome.status === "invited" || outcome.status === "reinvited") {
    mailSent = await sendMail(
      composeMail({
        kind: "invite",
        to: email,
        locale: mailLocale(outcome.user.language, ctx.user.language),
        values: {
          inviter: ctx.user.name || ctx.user.email,
          group: ctx.group.name,
          days: INVITE_TTL_DAYS,
          name: outcome.user.name,
        },
        link: appLink(`/user/email_invites/${outcome.user.id}/${token}`),
      }),
    ).then(
      () => true,
      (error) => {
        console.error("[invite] mail failed:", error instanceof Error ? error.message : error);
        return false;
      },
    );
  }
  return { email, user_id: outcome.user.id, status: outcome.status, mail_sent: mailSent };
}
