// Revokes an app's access for one user of this group: the grant and all its tokens, at once.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TRevokeGrantInput } from "./developer.types";
import { findGrant } from "./find-grant";
import { grantOwnerId } from "./grant-owner";

export async function revokeGrant(ctx: RequestContext, input: TRevokeGrantInput) {
  const grant = await findGrant(ctx, input.client_id, grantOwnerId(ctx, input.user_id));
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.oAuthGrant.update({ where: { id: grant.id }, data: { revokedAt: now } });
    await tx.oAuthToken.updateMany({
      where: { groupId: grant.groupId, userId: grant.userId, clientAppId: grant.clientAppId, revokedAt: null },
      data: { revokedAt: now },
    });
    await recordAudit(tx, ctx, {
      action: "revoke",
      objectType: "oauth_grant",
      objectId: grant.id,
      before: { app: grant.clientApp.name, user_id: grant.userId },
    });
  });
  return { ok: true };
}
