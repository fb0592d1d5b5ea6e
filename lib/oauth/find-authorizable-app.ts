// The app a user of this group may authorise: its own group's apps, and public apps of any group
// (the schema's rule: a confidential app is only for its developer's group). Others are a 404.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";

export async function findAuthorizableApp(ctx: RequestContext, clientId: string) {
  const app = await db.clientApp.findFirst({
    where: { clientId, deletedAt: null, OR: [{ groupId: ctx.group.id }, { isPublic: true }] },
  });
  if (!app) throw AppError.notFound("App");
  return app;
}
