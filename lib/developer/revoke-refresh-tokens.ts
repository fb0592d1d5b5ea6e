// Ends the refresh tokens of an app for one user: issued access tokens run out within the hour, and the
// app must ask the user again. The grant itself stays.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TRevokeGrantInput } from "./developer.types";
import { findGrant } from "./find-grant";
import { grantOwnerId } from "./grant-owner";

export async function revokeRefreshTokens(ctx: RequestContext, input: TRevokeGrantInput) {
  const grant = await findGrant(ctx, input.client_id, grantOwnerId(ctx, input.user_id));
  const now = new Date();
  const count = await db.$transaction(async (tx) => {
    const ended = await tx.oAuthToken.updateMany({
      where: {
        groupId: grant.groupId,
        userId: grant.userId,
        clientAppId: grant.clientAppId,
        revokedAt: null,
        refreshExpiresAt: { gt: now },
      },
      data: { refreshExpiresAt: now },
    });
    await recordAudit(tx, ctx, {
      action: "revoke_refresh_tokens",
      objectType: "oauth_grant",
      objectId: grant.id,
      after: { tokens: ended.count },
    });
    return ended.count;
  });
  return { data: { revoked: count } };
}
