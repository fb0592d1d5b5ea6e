// Revokes one token, named by its id (from the authorized-apps list) or by the token string itself
// (RFC 7009 style: an access or a refresh token). Unknown, or another group's: 404.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { hashSecret } from "@/lib/oauth/secrets";
import type { TRevokeTokenInput } from "./developer.types";
import { managesAllGrants } from "./grant-owner";

export async function revokeToken(ctx: RequestContext, input: TRevokeTokenInput) {
  const owner = { groupId: ctx.group.id, ...(managesAllGrants(ctx) ? {} : { userId: ctx.user.id }) };
  const byValue = input.token
    ? { OR: [{ accessHash: hashSecret(input.token) }, { refreshHash: hashSecret(input.token) }] }
    : { id: input.token_id };
  const token = await db.oAuthToken.findFirst({ where: { ...owner, ...byValue } });
  if (!token) throw AppError.notFound("Token");
  if (!token.revokedAt) {
    await db.$transaction(async (tx) => {
      await tx.oAuthToken.update({ where: { id: token.id }, data: { revokedAt: new Date() } });
      await recordAudit(tx, ctx, {
        action: "revoke",
        objectType: "oauth_token",
        objectId: token.id,
        before: { user_id: token.userId },
      });
    });
  }
  return { ok: true };
}
