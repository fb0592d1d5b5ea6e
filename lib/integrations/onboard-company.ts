// POST /api/securex/iam/onboard: registers the company as a new employer at the Belgian social secretariat
// (spec section 7), as an integration command like every other action on the provider: it always runs in
// the background (the `background` query flag of the spec is the only mode) and the UI follows its live
// status. The company's BE-portal integration is created at once with the portal login the admin chose
// and an empty customer code (status pending); the command asks the portal to open the employer file,
// stores the customer code the portal answers, and starts the usual first login command.
// One onboarding at a time per company: the empty customer code is unique per company and provider, and
// a second call while one is queued or running is a 409. After a failure, calling again (or retrying the
// command) reuses the same pending integration with the details sent last.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { encryptField } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { commandJson, integrationJson } from "./command-json";
import { lockIntegration } from "./lock-integration";
import type { TOnboardInput } from "./onboard.types";
import { providerConfigured } from "./providers/provider-endpoints";
import { createCommand, queueCommand } from "./start-command";

/** The customer code of an integration whose employer is not registered at the portal yet. */
export const ONBOARDING_CUSTOMER_CODE = "";
const ONBOARD_SOURCE = "securex";
const IN_PROGRESS = ["queued", "running", "awaiting_2fa"] as const;

export type OnboardPayload = Omit<TOnboardInput, "password" | "username" | "alias">;

const alreadyRunning = () => new AppError("conflict", "An onboarding of this company is already in progress");

export async function onboardCompany(ctx: RequestContext, input: TOnboardInput) {
  if (!providerConfigured("be_portal")) {
    const message = "No social-secretary portal is configured on this server (BE_PORTAL_URL)";
    throw AppError.validation({ provider: message }, message);
  }
  const { password, username, alias, ...details } = input;
  const payload: OnboardPayload = details;
  const login = { username: username ?? input.contact_email, alias: alias ?? input.company_name };
  const { integration, command } = await db
    .$transaction(async (tx) => {
      const existing = await tx.integration.findFirst({
        where: { groupId: ctx.group.id, provider: "be_portal", customerCode: ONBOARDING_CUSTOMER_CODE },
      });
      if (existing) {
        // Serialised with the other actions on this integration: two calls at once, one 409.
        await lockIntegration(tx, existing.id);
        const busy = await tx.integrationCommand.count({
          where: { integrationId: existing.id, status: { in: [...IN_PROGRESS] } },
        });
        if (busy > 0) throw alreadyRunning();
      }
      const data = { alias: login.alias, username: login.username, passwordEnc: encryptField(password) };
      const integration = existing
        ? await tx.integration.update({
            where: { id: existing.id },
            data: { ...data, status: "pending", disabledAt: null },
          })
        : await tx.integration.create({
            data: {
              ...data,
              groupId: ctx.group.id,
              provider: "be_portal",
              customerCode: ONBOARDING_CUSTOMER_CODE,
              source: ONBOARD_SOURCE,
              createdByUserId: ctx.user.id,
            },
          });
      await recordAudit(tx, ctx, {
        action: existing ? "update" : "create",
        objectType: "integration",
        objectId: integration.id,
        before: existing ? { alias: existing.alias, username: existing.username } : null,
        after: {
          provider: "be_portal",
          alias: login.alias,
          username: login.username,
          password: "set",
          onboarding: true,
        },
      });
      const command = await createCommand(tx, ctx, integration.id, "onboard", payload);
      return { integration, command };
    })
    .catch((error: unknown) => {
      // Two first onboardings at once: the unique (group, provider, customer code) decides.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw alreadyRunning();
      throw error;
    });
  await queueCommand(command);
  return { integration: integrationJson(integration), command: commandJson(command) };
}
