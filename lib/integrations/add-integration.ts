// Connects the company to a payroll provider: the credentials are stored encrypted and a first login
// command starts at once (the UI follows it live; the portal may ask for a second factor). One
// integration per provider and customer code in a company (409 for a second).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { encryptField } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { commandJson, integrationJson } from "./command-json";
import { providerConfigured } from "./providers/provider-endpoints";
import { DEFAULT_SOURCE } from "./providers/provider-for";
import type { TAddIntegrationInput } from "./integrations.types";
import { createCommand, queueCommand } from "./start-command";

export async function addIntegration(ctx: RequestContext, input: TAddIntegrationInput) {
  // No portal address and no simulator in this process: refuse before storing credentials for nowhere. A 422
  // on `provider` (this server cannot reach that provider), not a 5xx: nothing failed, the choice is not available.
  if (!providerConfigured(input.provider)) {
    const message =
      input.provider === "nl_payroll"
        ? "No payroll API is configured for this provider on this server (NL_PAYROLL_URL and its client)"
        : "No portal is configured for this provider on this server (BE_PORTAL_URL)";
    throw AppError.validation({ provider: message }, message);
  }
  const taken = await db.integration.findFirst({
    where: { groupId: ctx.group.id, provider: input.provider, customerCode: input.customer_code },
    select: { id: true },
  });
  if (taken) {
    throw new AppError("conflict", "This company is already connected to that customer code", {
      fields: { customer_code: "already connected" },
    });
  }
  const { integration, command } = await db
    .$transaction(async (tx) => {
      const integration = await tx.integration.create({
        data: {
          groupId: ctx.group.id,
          provider: input.provider,
          alias: input.alias,
          username: input.username,
          customerCode: input.customer_code,
          passwordEnc: encryptField(input.password),
          secretEnc: encryptField(input.secret ?? null),
          source: input.source ?? DEFAULT_SOURCE[input.provider],
          settings: (input.settings ?? {}) as Prisma.InputJsonValue,
          createdByUserId: ctx.user.id,
        },
      });
      // The audit row names the fields, never the secrets' values.
      await recordAudit(tx, ctx, {
        action: "create",
        objectType: "integration",
        objectId: integration.id,
        after: {
          provider: input.provider,
          alias: input.alias,
          username: input.username,
          customer_code: input.customer_code,
          password: "set",
          secret: input.secret ? "set" : null,
          source: integration.source,
        },
      });
      const command = await createCommand(tx, ctx, integration.id, "login");
      return { integration, command };
    })
    .catch((error: unknown) => {
      // Two admins adding the same connection at once: the unique index decides.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
        throw new AppError("conflict", "This company is already connected to that customer code", {
          fields: { customer_code: "already connected" },
        });
      }
      throw error;
    });
  await queueCommand(command);
  return { integration: integrationJson(integration), command: commandJson(command) };
}
