// What the screen needs to know about each provider, free of server code (the page hands it to the
// client): which credential fields its connect form asks for, and which of them are secret. The connect
// and re-auth forms are built from this, so a provider added to AVAILABLE_PROVIDERS (provider-for.ts)
// needs no screen change: without an entry here it gets the standard portal fields.
// Field labels are messages/*/fields.json "labels.<name>"; `labelKey` names another label there when a
// provider calls a field differently (an OAuth2 API's client id instead of a username).
import type { IntegrationProvider } from "@/lib/db/generated/client";

/** The credential fields of POST /api/integrations/add (lib/integrations/integrations.types.ts). */
export type CredentialFieldName = "username" | "customer_code" | "password" | "secret";

export type CredentialField = {
  name: CredentialFieldName;
  /** A secret is typed in a password input, never shown back (the API answers it masked). */
  secret: boolean;
  required: boolean;
  /** A key under "labels" in messages/*\/fields.json; the field's name when absent. */
  labelKey?: string;
  autoComplete?: string;
};

export type ProviderDescription = {
  provider: IntegrationProvider;
  fields: readonly CredentialField[];
};

const PORTAL_FIELDS: readonly CredentialField[] = [
  { name: "customer_code", secret: false, required: true, autoComplete: "off" },
  { name: "username", secret: false, required: true, autoComplete: "off" },
  { name: "password", secret: true, required: true, autoComplete: "new-password" },
  { name: "secret", secret: true, required: false, autoComplete: "off" },
];

// The NL payroll API (Loket-shaped OAuth2): the employer's number at the payroll office and the payroll
// login; this app's OAuth client comes from the server's env, and there is no customer secret.
const NL_PAYROLL_FIELDS: readonly CredentialField[] = [
  { name: "customer_code", secret: false, required: true, labelKey: "employer_number", autoComplete: "off" },
  { name: "username", secret: false, required: true, autoComplete: "off" },
  { name: "password", secret: true, required: true, autoComplete: "new-password" },
];

const DESCRIPTIONS: Partial<Record<IntegrationProvider, Omit<ProviderDescription, "provider">>> = {
  be_portal: { fields: PORTAL_FIELDS },
  nl_payroll: { fields: NL_PAYROLL_FIELDS },
};

export function describeProvider(provider: IntegrationProvider): ProviderDescription {
  const known = DESCRIPTIONS[provider];
  return { provider, fields: known?.fields ?? PORTAL_FIELDS };
}

/** The source label (the key of a day-off type's payroll codes) a new integration of a provider gets. */
export const DEFAULT_SOURCE = { be_portal: "be_portal", nl_payroll: "loket" } as const satisfies Partial<
  Record<IntegrationProvider, string>
>;
