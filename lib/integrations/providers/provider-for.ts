// The adapter for a provider. The NL payroll adapter (Loket-shaped OAuth2 API) comes with its own issue
// session; until then adding an NL integration is refused at validation (lib/integrations/add-integration.ts).
import type { IntegrationProvider } from "@/lib/db/generated/client";
import { bePortalProvider } from "./be-portal";
import { ProviderError, type PayrollProvider } from "./provider";

export const AVAILABLE_PROVIDERS = ["be_portal"] as const satisfies readonly IntegrationProvider[];

export function providerFor(provider: IntegrationProvider): PayrollProvider {
  if (provider === "be_portal") return bePortalProvider;
  throw new ProviderError("unavailable", "This provider cannot be reached from the app yet");
}
