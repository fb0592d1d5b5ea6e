// New credentials for an integration (after login_failure, or a changed portal password): stored
// encrypted, the integration goes back to pending and a login command checks them.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { encryptField } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import { commandJson, integrationJson } from "./command-json";
import { findIntegration } from "./find-integration";
import type { TReauthIntegrationInput } from "./integrations.types";
import { createCommand, queueCommand } from "./start-command";

export async function reauthIntegration(ctx: RequestContext, input: TReauthIntegrationInput) {
  const current = await findIntegration(ctx, input.id);
  const { integration, command } = await db
    .$transaction(async (tx) => {
      const integration = await tx.integration.update({
        where: { id: current.id },
        data: {
          username: input.username ?? current.username,
          customerCode: input.customer_code ?? current.customerCode,
          passwordEnc: encryptField(input.password),
          ...(input.secret !== undefined ? { secretEnc: encryptField(input.secret) } : {}),
          status: "pending",
          disabledAt: null,
        },
      });
      await recordAudit(tx, ctx, {
        action: "reauth",
        objectType: "integration",
        objectId: current.id,
        before: { username: current.username, customer_code: current.customerCode, status: current.status },
        after: {
          username: integration.username,
          customer_code: integration.customerCode,
          status: integration.status,
          // Always "changed": the values are never compared or written to the log.
          password: "changed",
          ...(input.secret !== undefined ? { secret: "changed" } : {}),
        },
      });
      return { integration, command: await createCommand(tx, ctx, current.id, "login") };
    })
    .catch((error: unknown) => {
      if (error instanceof Error && "code" in error && (error as { code?: string }).code === "P2002") {
        throw new AppError("conflict", "Another integration already uses that customer code", {
          fields: { customer_code: "already connected" },
        });
      }
      throw error;
    });
  await queueCommand(command);
  return { integration: integrationJson(integration), command: commandJson(command) };
}
