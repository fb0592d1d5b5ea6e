// The providers this server can connect to, each with its adapter and the description the connect form is
// built from (which credential fields it asks for). The NL payroll adapter (Loket-shaped OAuth2 API) is
// added with its own increment; until then adding an NL integration is refused at validation.
import type { IntegrationProvider } from "@/lib/db/generated/client";
import { bePortalProvider } from "./be-portal";
import { ProviderError, type PayrollProvider, type ProviderDescription } from "./provider";

export const AVAILABLE_PROVIDERS = ["be_portal"] as const satisfies readonly IntegrationProvider[];
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
};

export function providerFor(provider: IntegrationProvider): PayrollProvider {
  if (provider === "be_portal") return bePortalProvider;
  throw new ProviderError("unavailable", "This provider cannot be reached from the app yet");
}
