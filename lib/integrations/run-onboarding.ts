// The work of an onboard command (see onboard-company.ts): no login (the company has no portal account
// yet), one call that registers the employer, then, once the command has succeeded with the customer code,
// the integration's first login command as after an add.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Integration, IntegrationCommand } from "@/lib/db/generated/client";
import type { OnboardPayload } from "./onboard-company";
import { ProviderError, type PayrollProvider, type ProviderCredentials } from "./providers/provider";
import { createCommand, queueCommand } from "./start-command";

export async function registerEmployer(
  command: IntegrationCommand,
  provider: PayrollProvider,
  credentials: ProviderCredentials,
): Promise<{ customer_code: string }> {
  if (!provider.onboardEmployer) throw new ProviderError("refused", "This provider does not onboard companies");
  const p = command.payload as unknown as OnboardPayload;
  const { customerCode } = await provider.onboardEmployer({
    companyName: p.company_name,
    enterpriseNumber: p.enterprise_number,
    vatNumber: p.vat_number ?? null,
    address: {
      street: p.street,
      houseNumber: p.house_number,
      box: p.box ?? null,
      postalCode: p.postal_code,
      city: p.city,
      countryCode: "BE",
    },
    contact: { name: p.contact_name, email: p.contact_email, phone: p.contact_phone ?? null },
    username: credentials.username,
    password: credentials.password,
  });
  return { customer_code: customerCode };
}

/** After a succeeded onboarding: log in with the new customer code (the portal may ask for a second factor). */
export async function startFirstLogin(ctx: RequestContext, integration: Integration): Promise<void> {
  const command = await db.$transaction((tx) => createCommand(tx, ctx, integration.id, "login"));
  await queueCommand(command);
}
