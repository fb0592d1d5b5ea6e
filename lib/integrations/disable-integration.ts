// Disables an integration: no command runs for it any more (the job checks), commands waiting for a code
// are cancelled, the credentials stay encrypted until a re-auth enables it again.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { integrationJson } from "./command-json";
import { findIntegration } from "./find-integration";
import type { TIntegrationIdParam } from "./integrations.types";
import { moveCommand } from "./move-command";

export async function disableIntegration(ctx: RequestContext, input: TIntegrationIdParam) {
  const current = await findIntegration(ctx, input.id);
  if (current.status === "disabled") return { integration: integrationJson(current) };
  const integration = await db.$transaction(async (tx) => {
    const integration = await tx.integration.update({
      where: { id: current.id },
      data: { status: "disabled", disabledAt: new Date() },
    });
    await recordAudit(tx, ctx, {
      action: "disable",
      objectType: "integration",
      objectId: current.id,
      before: { status: current.status },
      after: { status: "disabled" },
    });
    return integration;
  });
  const waiting = await db.integrationCommand.findMany({
    where: { integrationId: current.id, status: { in: ["queued", "awaiting_2fa", "login_failure"] } },
  });
  for (const command of waiting) {
    await moveCommand(command, {
      to: "cancelled",
      message: "The integration was disabled",
      actorUserId: ctx.user.id,
      data: { providerStateEnc: null, finishedAt: new Date() },
    });
  }
  return { integration: integrationJson(integration) };
}
