// The providers this server can connect to and their adapters: a Belgian social-secretary portal (a session
// with a second factor) and a Dutch payroll API shaped on Loket.nl (OAuth2; no second factor). What the
// connect form asks for each is in provider-catalogue.ts (free of server code).
import type { IntegrationProvider } from "@/lib/db/generated/client";
import { bePortalProvider } from "./be-portal";
import { nlLoketProvider } from "./nl-loket";
import { ProviderError, type PayrollProvider } from "./provider";

export const AVAILABLE_PROVIDERS = ["be_portal", "nl_payroll"] as const satisfies readonly IntegrationProvider[];
export type AvailableProvider = (typeof AVAILABLE_PROVIDERS)[number];

/** The source label (integration.source) an integration gets when the add call names none. */
// The default source label per provider lives in the client-safe catalogue (the screens name it too).
export { DEFAULT_SOURCE } from "./provider-catalogue";

export function providerFor(provider: IntegrationProvider): PayrollProvider {
  if (provider === "be_portal") return bePortalProvider;
  if (provider === "nl_payroll") return nlLoketProvider;
  throw new ProviderError("unavailable", "This provider cannot be reached from the app");
}
