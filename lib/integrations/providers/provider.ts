// The one interface every payroll-provider adapter implements (ARCHITECTURE.md, "External systems"). The
// commands (lib/integrations/commands) only talk to this; an adapter turns it into its provider's protocol:
// a portal session with a second factor (BE social secretariats) or an OAuth2 REST API (NL payroll).
export type ProviderCredentials = {
  username: string;
  customerCode: string;
  password: string;
  secret: string | null;
};

/** A logged-in session on the provider (opaque to the caller; never stored in clear). */
export type ProviderSession = { token: string; expiresAt: number };

export type LoginResult =
  | { kind: "authenticated"; session: ProviderSession }
  /** The provider wants a second factor: a code sent to the user, sometimes with the username it went to. */
  | { kind: "second_factor"; challenge: string; usernameRequired: boolean };

export type ProviderContract = {
  startDate: string;
  endDate: string | null;
  monthlyGrossCents: number;
  weeklyMinutes: number;
};

export type ProviderPerson = {
  externalId: string;
  nationalNumber: string | null;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  departmentCode: string | null;
  costCentreCode: string | null;
  functionCode: string | null;
  contracts: ProviderContract[];
};

export const REFERENCE_KINDS = ["department", "cost_centre", "function", "qualification"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
export type ProviderReferenceEntry = { code: string; description: string };

export interface PayrollProvider {
  login(credentials: ProviderCredentials): Promise<LoginResult>;
  answerSecondFactor(
    credentials: ProviderCredentials,
    challenge: string,
    code: string,
    username: string | null,
  ): Promise<ProviderSession>;
  /** People with their contracts, one provider page at a time. */
  fetchPeople(credentials: ProviderCredentials, session: ProviderSession): AsyncIterable<ProviderPerson[]>;
  fetchReferenceList(
    credentials: ProviderCredentials,
    session: ProviderSession,
    kind: ReferenceKind,
  ): Promise<ProviderReferenceEntry[]>;
  // Declared for the payroll-month issues; adapters add them then.
  pushCalendar?(credentials: ProviderCredentials, session: ProviderSession, input: unknown): Promise<void>;
  pushWageInputs?(credentials: ProviderCredentials, session: ProviderSession, input: unknown): Promise<void>;
}

/** Why a provider call failed, in terms the command state machine acts on. */
export type ProviderErrorKind =
  | "invalid_credentials"
  | "invalid_code"
  | "challenge_expired"
  | "session_expired"
  | "timeout"
  | "unavailable"
  | "protocol";

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  constructor(kind: ProviderErrorKind, message: string) {
    super(message);
    this.name = "ProviderError";
    this.kind = kind;
  }
}
