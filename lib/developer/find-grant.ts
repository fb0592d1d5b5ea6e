// A live grant of this group for one user and app, or a 404.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";

export async function findGrant(ctx: RequestContext, clientId: string, userId: string) {
  const grant = await db.oAuthGrant.findFirst({
    where: { groupId: ctx.group.id, userId, revokedAt: null, clientApp: { clientId } },
    include: { clientApp: { select: { name: true } } },
  });
  if (!grant) throw AppError.notFound("Authorization");
  return grant;
}
