// Moves the caller's session into another of their accounts. Never into a group where the user has no
// enabled membership (404, as for any id the caller may not see), never into a trial-expired account,
// never from a session pinned to its group (an impersonation, a sign-in through the group's own SAML), and
// never into a company that admits single sign-on only unless single sign-on (the federated login) opened
// the session.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertPersonalSession } from "@/lib/auth/personal-session";
import { sessionAdmittedTo } from "@/lib/api/context";
import { isTrialExpired } from "./list-accounts";

export const ZSwitchAccountInput = z.strictObject({
  subdomain: z.string().trim().toLowerCase().min(1).max(63),
});

export async function switchAccount(ctx: RequestContext, input: z.output<typeof ZSwitchAccountInput>) {
  assertPersonalSession(ctx, "Switching accounts");
  const membership = await db.membership.findFirst({
    where: { userId: ctx.user.id, status: "enabled", group: { subdomain: input.subdomain } },
    select: { group: { select: { id: true, name: true, subdomain: true, trialEndsAt: true, accessType: true } } },
  });
  if (!membership) throw AppError.notFound("Account");
  const { group } = membership;
  // A company that admits single sign-on only is entered through its SSO, never by moving a session in.
  if (!sessionAdmittedTo(ctx, group.accessType)) {
    throw AppError.forbidden("This company requires single sign-on: sign in through your company's SSO");
  }
  if (isTrialExpired(group.trialEndsAt)) {
    throw AppError.validation(
      { subdomain: "The trial of this account has ended" },
      "The trial of this account has ended",
    );
  }
  await db.$transaction(async (tx) => {
    await tx.userSession.update({ where: { id: ctx.sessionId }, data: { groupId: group.id } });
    await tx.user.update({ where: { id: ctx.user.id }, data: { lastGroupId: group.id } });
    await recordAudit(
      tx,
      { ...ctx, group: { ...ctx.group, id: group.id } },
      {
        action: "switch_account",
        objectType: "user",
        objectId: ctx.user.id,
        before: { group_id: ctx.group.id },
        after: { group_id: group.id },
      },
    );
  });
  return { data: { subdomain: group.subdomain, name: group.name } };
}
