// The app a user of this group may authorise: its own group's apps, and public apps of any group
// (the schema's rule: a confidential app is only for its developer's group). Others are a 404.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";

export function authorizableAppWhere(ctx: RequestContext, clientId: string) {
  return { clientId, deletedAt: null, OR: [{ groupId: ctx.group.id }, { isPublic: true }] };
}

export async function findAuthorizableApp(ctx: RequestContext, clientId: string) {
  const app = await db.clientApp.findFirst({ where: authorizableAppWhere(ctx, clientId) });
  if (!app) throw AppError.notFound("App");
  return app;
}
