// The name a person reads for an integration's source (the key of its payroll codes, its product label):
// the provider's translated name when the source is the provider's default, else the source as its owner
// set it (a vendor-prefixed label such as "securex"), never a raw key such as be_portal.
import { DEFAULT_SOURCE, type ProviderDescription } from "@/lib/integrations/providers/provider-catalogue";

type IntegrationProvider = ProviderDescription["provider"];

type Translate = (key: string) => string;

export function sourceName(t: Translate, integration: { provider: IntegrationProvider; source: string }): string {
  const standard = (DEFAULT_SOURCE as Partial<Record<IntegrationProvider, string>>)[integration.provider];
  return integration.source === standard ? t(`providers.${integration.provider}`) : integration.source;
}
