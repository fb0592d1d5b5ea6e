// The apps users of this group authorised and not revoked (an admin sees everyone's, others their own),
// with their live tokens so a single one can be revoked.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { managesAllGrants } from "./grant-owner";

export async function listAuthorizedApps(ctx: RequestContext) {
  const where = { groupId: ctx.group.id, revokedAt: null, ...(managesAllGrants(ctx) ? {} : { userId: ctx.user.id }) };
  const grants = await db.oAuthGrant.findMany({ where, orderBy: { id: "desc" }, include: { clientApp: true } });
  const userIds = [...new Set(grants.map((g) => g.userId))];
  const [users, tokens] = await Promise.all([
    db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true, email: true } }),
    db.oAuthToken.findMany({
      where: {
        groupId: ctx.group.id,
        userId: { in: userIds },
        revokedAt: null,
        OR: [{ accessExpiresAt: { gt: new Date() } }, { refreshExpiresAt: { gt: new Date() } }],
      },
      select: {
        id: true,
        clientAppId: true,
        userId: true,
        scopes: true,
        createdAt: true,
        accessExpiresAt: true,
        refreshExpiresAt: true,
        lastUsedAt: true,
      },
    }),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return {
    data: grants
      .filter((g) => !g.clientApp.deletedAt)
      .map((g) => ({
        client_id: g.clientApp.clientId,
        app_name: g.clientApp.name,
        user: byId.get(g.userId) ?? { id: g.userId, name: "", email: "" },
        scopes: g.scopes,
        authorized_at: g.updatedAt.toISOString(),
        tokens: tokens
          .filter((t) => t.clientAppId === g.clientAppId && t.userId === g.userId)
          .map((t) => ({
            token_id: t.id,
            scopes: t.scopes,
            created_at: t.createdAt.toISOString(),
            access_expires_at: t.accessExpiresAt.toISOString(),
            refresh_expires_at: t.refreshExpiresAt?.toISOString() ?? null,
            last_used_at: t.lastUsedAt?.toISOString() ?? null,
          })),
      })),
  };
}
