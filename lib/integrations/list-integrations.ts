// The company's integrations (the profile's "get integrations": body.integrations, spec section 7), with
// each one's newest command and how many of our people are linked, so the screen shows what is going on. Secrets are masked.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { commandJson, integrationJson } from "./command-json";

export async function listIntegrations(ctx: RequestContext) {
  const rows = await db.integration.findMany({
    where: { groupId: ctx.group.id },
    orderBy: { id: "asc" },
    include: { commands: { orderBy: { id: "desc" }, take: 1 }, _count: { select: { employeeLinks: true } } },
  });
  return {
    integrations: rows.map(({ commands, _count, ...integration }) => ({
      ...integrationJson(integration),
      // Our employees linked to a person of the provider (the person page shows each link).
      linked_people: _count.employeeLinks,
      latest_command: commands[0] ? commandJson(commands[0]) : null,
    })),
  };
}
