// Loads an integration or a command of the caller's group; another group's id answers 404 exactly like
// an id that does not exist.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";

export async function findIntegration(ctx: RequestContext, id: number) {
  const integration = await db.integration.findFirst({ where: { id, groupId: ctx.group.id } });
  if (!integration) throw AppError.notFound("Integration");
  return integration;
}

export async function findCommand(ctx: RequestContext, id: number) {
  const command = await db.integrationCommand.findFirst({ where: { id, groupId: ctx.group.id } });
  if (!command) throw AppError.notFound("Command");
  return command;
}
