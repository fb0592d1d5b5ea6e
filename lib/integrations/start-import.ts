// Imports from the provider as a command: people (with contracts, linked to our employees, and the
// reference lists with them) or the reference lists alone.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { commandJson } from "./command-json";
import { findIntegration } from "./find-integration";
import { lockIntegration } from "./lock-integration";
import type { TImportInput } from "./integrations.types";
import { createCommand, queueCommand } from "./start-command";

export async function startImport(ctx: RequestContext, input: TImportInput) {
  const integration = await findIntegration(ctx, input.id);
  if (integration.status === "disabled") throw new AppError("conflict", "The integration is disabled");
  const kind = input.what === "people" ? "sync_people" : "sync_reference_lists";
  const command = await db.$transaction(async (tx) => {
    // Serialised per integration: of two imports asked at once, the second sees the first and gets 409.
    await lockIntegration(tx, integration.id);
    const busy = await tx.integrationCommand.count({
      where: { integrationId: integration.id, status: { in: ["queued", "running", "awaiting_2fa"] } },
    });
    if (busy > 0) throw new AppError("conflict", "Another command of this integration is still in progress");
    return createCommand(tx, ctx, integration.id, kind);
  });
  await queueCommand(command);
  return { command: commandJson(command) };
}
