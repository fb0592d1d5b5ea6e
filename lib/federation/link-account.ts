// POST /api/users/accounts/link {link_account_auth_token} – links the federated identity the token proves
// (see link-account-token.ts) to the signed-in user. The token only ever links to the caller themselves:
// no user id comes from the client. Refused while impersonating (an admin must not attach identities to
// the person they act as), for a used or expired token (422), and for an identity that already belongs to
// another user (409).
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { assertPersonalSession } from "@/lib/auth/personal-session";
import { linkIdentity } from "./federated-identity";
import { redeemLinkAccountToken } from "./link-account-token";

export const ZLinkAccountInput = z.strictObject({
  link_account_auth_token: z.string().trim().min(1, "link_account_auth_token is required").max(200),
});

export async function linkAccount(ctx: RequestContext, input: z.output<typeof ZLinkAccountInput>) {
  assertPersonalSession(ctx, "Linking an identity");
  const result = await db.$transaction(async (tx) => {
    const identity = await redeemLinkAccountToken(tx, input.link_account_auth_token);
    if (!identity) {
      throw AppError.validation({
        link_account_auth_token: "The link is not valid or has expired; sign in with the provider again",
      });
    }
    const outcome = await linkIdentity(tx, ctx, identity);
    return { identity, outcome };
  });
  return {
    data: {
      provider: result.identity.provider,
      email: result.identity.email,
      linked: true,
      already_linked: result.outcome === "unchanged",
    },
  };
}
