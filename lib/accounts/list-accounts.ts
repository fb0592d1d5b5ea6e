// The accounts (groups) the signed-in user can work in: every group where their membership is enabled.
// Feeds the account switcher and GET /api/accounts/listAccessableTrustedAccounts.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";

export type AccountJson = {
  id: number;
  subdomain: string;
  name: string;
  trial_expired: boolean;
  current: boolean;
};

export function isTrialExpired(trialEndsAt: Date | null, now = new Date()): boolean {
  return trialEndsAt !== null && trialEndsAt.getTime() <= now.getTime();
}

export async function listAccounts(ctx: RequestContext): Promise<{ accounts: AccountJson[] }> {
  const memberships = await db.membership.findMany({
    // A session pinned to its group (group SSO) offers no other account to switch to.
    where: {
      userId: ctx.user.id,
      status: "enabled",
      ...(ctx.boundGroupId !== null ? { groupId: ctx.boundGroupId } : {}),
    },
    select: { group: { select: { id: true, subdomain: true, name: true, trialEndsAt: true } } },
    orderBy: { group: { name: "asc" } },
  });
  const now = new Date();
  return {
    accounts: memberships.map(({ group }) => ({
      id: group.id,
      subdomain: group.subdomain,
      name: group.name,
      trial_expired: isTrialExpired(group.trialEndsAt, now),
      current: group.id === ctx.group.id,
    })),
  };
}
