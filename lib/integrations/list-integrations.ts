// The company's integrations (the profile's "get integrations": body.integrations, spec section 7), with
// each one's newest command so the screen shows what is going on. Secrets are masked.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { commandJson, integrationJson } from "./command-json";

export async function listIntegrations(ctx: RequestContext) {
  const rows = await db.integration.findMany({
    where: { groupId: ctx.group.id },
    orderBy: { id: "asc" },
    include: { commands: { orderBy: { id: "desc" }, take: 1 } },
  });
  return {
    integrations: rows.map(({ commands, ...integration }) => ({
      ...integrationJson(integration),
      latest_command: commands[0] ? commandJson(commands[0]) : null,
    })),
  };
}
