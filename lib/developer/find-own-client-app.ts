// A live client app of the caller's group; another group's or a deleted one is a 404 like a missing one.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";

export async function findOwnClientApp(ctx: RequestContext, clientId: string) {
  const app = await db.clientApp.findFirst({ where: { clientId, groupId: ctx.group.id, deletedAt: null } });
  if (!app) throw AppError.notFound("App");
  return app;
}
