// An integration's commands, newest first, and one command with its live status.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { commandJson } from "./command-json";
import { findCommand, findIntegration } from "./find-integration";
import type { TCommandIdParam, TCommandListInput } from "./integrations.types";

export async function listCommands(ctx: RequestContext, input: TCommandListInput) {
  const integration = await findIntegration(ctx, input.id);
  const where = { groupId: ctx.group.id, integrationId: integration.id };
  const [rows, total] = await Promise.all([
    db.integrationCommand.findMany({ where, orderBy: { id: "desc" }, ...skipTake(input) }),
    db.integrationCommand.count({ where }),
  ]);
  return listResponse(rows.map(commandJson), total, input);
}

export async function getCommand(ctx: RequestContext, input: TCommandIdParam) {
  return { command: commandJson(await findCommand(ctx, input.id)) };
}
