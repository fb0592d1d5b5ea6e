// The providers this server can connect to, each with its adapter and the description the connect form is
// built from (which credential fields it asks for): a Belgian social-secretary portal (a session with a
// second factor) and a Dutch payroll API shaped on Loket.nl (OAuth2; no second factor).
import type { IntegrationProvider } from "@/lib/db/generated/client";
import { bePortalProvider } from "./be-portal";
import { nlLoketProvider } from "./nl-loket";
import { ProviderError, type PayrollProvider, type ProviderDescription } from "./provider";

export const AVAILABLE_PROVIDERS = ["be_portal", "nl_payroll"] as const satisfies readonly IntegrationProvider[];
export type AvailableProvider = (typeof AVAILABLE_PROVIDERS)[number];

export const PROVIDER_DESCRIPTIONS: Record<AvailableProvider, ProviderDescription> = {
  be_portal: {
    provider: "be_portal",
    defaultSource: "be_portal",
    country: "BE",
    credentialFields: [
      { name: "customer_code", required: true, secret: false },
      { name: "username", required: true, secret: false },
      { name: "password", required: true, secret: true },
      { name: "secret", required: false, secret: true },
    ],
    secondFactor: true,
  },
  // The customer code is the employer's number at the payroll office; the app's own OAuth client comes
  // from env (NL_PAYROLL_CLIENT_ID/SECRET), so a person types only their payroll login.
  nl_payroll: {
    provider: "nl_payroll",
    defaultSource: "loket",
    country: "NL",
    credentialFields: [
      { name: "customer_code", required: true, secret: false },
      { name: "username", required: true, secret: false },
      { name: "password", required: true, secret: true },
    ],
    secondFactor: false,
  },
};

export function providerFor(provider: IntegrationProvider): PayrollProvider {
  if (provider === "be_portal") return bePortalProvider;
  if (provider === "nl_payroll") return nlLoketProvider;
  throw new ProviderError("unavailable", "This provider cannot be reached from the app");
}
