// An integration's commands, newest first (one command with its live status: command-second-factor.ts).
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { commandJson } from "./command-json";
import { findIntegration } from "./find-integration";
import type { TCommandListInput } from "./integrations.types";

export async function listCommands(ctx: RequestContext, input: TCommandListInput) {
  const integration = await findIntegration(ctx, input.id);
  const where = { groupId: ctx.group.id, integrationId: integration.id };
  const [rows, total] = await Promise.all([
    db.integrationCommand.findMany({ where, orderBy: { id: "desc" }, ...skipTake(input) }),
    db.integrationCommand.count({ where }),
  ]);
  return listResponse(rows.map(commandJson), total, input);
}
