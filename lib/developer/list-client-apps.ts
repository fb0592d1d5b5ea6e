// The caller's group's client apps, newest first.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { clientAppJson } from "./client-app-json";

export async function listClientApps(ctx: RequestContext) {
  const apps = await db.clientApp.findMany({
    where: { groupId: ctx.group.id, deletedAt: null },
    orderBy: { id: "desc" },
  });
  return { data: apps.map(clientAppJson) };
}
