// The accounts of the other (federated, "OEI") login system.
// - GET /api/users/accounts/hasOeiAccounts?email – whether that login has a federated identity linked.
//   Asked about oneself by anyone; about someone else only by an admin, and only for people of the
//   admin's own group (any other email answers false, like an unknown one: no account enumeration).
// - GET /listAccountsForOeiUser – the accounts (groups) the signed-in user reaches by signing in through
//   the federated system: their enabled accounts once an identity is linked, none before.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { can } from "@/lib/access/permissions";
import { listAccounts } from "@/lib/accounts/list-accounts";
import { db } from "@/lib/db/client";
import { FEDERATED_PROVIDER } from "./oidc-client";

export const ZHasOeiAccountsInput = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "email is required")
    .max(320)
    .pipe(z.email("email is not a valid email address")),
});

export async function hasOeiAccounts(ctx: RequestContext, input: z.output<typeof ZHasOeiAccountsInput>) {
  const own = input.email === ctx.user.email.toLowerCase();
  if (!own && !can(ctx.subject, "users.read_rights")) throw AppError.forbidden();
  const count = await db.account.count({
    where: {
      provider: FEDERATED_PROVIDER,
      user: own ? { id: ctx.user.id } : { email: input.email, memberships: { some: { groupId: ctx.group.id } } },
    },
  });
  return { has_oei_accounts: count > 0 };
}

export async function listAccountsForOeiUser(ctx: RequestContext) {
  const linked = await db.account.findFirst({
    where: { userId: ctx.user.id, provider: FEDERATED_PROVIDER },
    select: { email: true },
  });
  if (!linked) return { accounts: [], linked: false, email: null };
  return { ...(await listAccounts(ctx)), linked: true, email: linked.email };
}
