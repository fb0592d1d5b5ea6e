// The one interface every payroll-provider adapter implements (ARCHITECTURE.md, "External systems"). The
// commands (lib/integrations/commands) only talk to this; an adapter turns it into its provider's protocol:
// a portal session with a second factor (BE social secretariats) or an OAuth2 REST API (NL payroll).
import { CONTRACT_TYPES, type ContractTypeName } from "@/lib/contracts/contracts.types";

export type ProviderCredentials = {
  username: string;
  customerCode: string;
  password: string;
  secret: string | null;
};

/** A logged-in session on the provider (opaque to the caller; never stored in clear). */
export type ProviderSession = {
  token: string;
  expiresAt: number;
  /** OAuth2 providers: the refresh token; the adapter renews `token` in place when it expires. */
  refreshToken?: string;
  /** The provider's own id of the customer the session acts for (the NL employer's id). */
  account?: string;
};

export type LoginResult =
  | { kind: "authenticated"; session: ProviderSession }
  /** The provider wants a second factor: a code sent to the user, sometimes with the username it went to. */
  | { kind: "second_factor"; challenge: string; usernameRequired: boolean };

/** The contract kinds both adapters map their provider's onto: our own contract types. */
export const PROVIDER_CONTRACT_TYPES = CONTRACT_TYPES;
export type ProviderContractType = ContractTypeName;

/**
 * A contract (BE) or employment (NL) as the provider holds it. The first four fields are what the wage sync
 * reads; the others are the contract's terms the contract sync (sync-contracts.ts) maps onto our contracts.
 * They are optional: a provider that does not know one leaves it out, and the sync then does not compare it.
 */
export type ProviderContract = {
  startDate: string;
  endDate: string | null;
  monthlyGrossCents: number;
  weeklyMinutes: number;
  /** The provider's own id of the contract, stable across reads (kept on our contract). */
  reference?: string | null;
  contractType?: ProviderContractType | null;
  /** Belgian worker (arbeider) or employee (bediende); NL employments are "employee". */
  employmentType?: "worker" | "employee" | null;
  /** Paritair comité (BE only), e.g. "200". */
  jointCommittee?: string | null;
  daysPerWeek?: number | null;
  /** Minutes per weekday, Monday first; null when the schedule is variable or unknown. */
  weeklySchedule?: number[] | null;
  isVariableSchedule?: boolean | null;
  /** Codes in the provider's reference lists (function, qualification; department and cost centre). */
  functionCode?: string | null;
  qualificationCode?: string | null;
  departmentCode?: string | null;
  costCentreCode?: string | null;
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

/** A change to a person's contract from a date; a null field is left as it is. Money in cents, hours decimal. */
export type ProviderContractChange = {
  reference: string;
  employeeExternalId: string;
  changeDate: string;
  monthlyGrossCents: number | null;
  hoursPerWeek: number | null;
  daysPerWeek: number | null;
  functionCode: string | null;
  /** Minutes per weekday, Monday first; null with variableSchedule true switches to a variable schedule. */
  weeklySchedule: number[] | null;
  variableSchedule: boolean | null;
};

export type ProviderContractChangeReceipt = { receiptId: string; receivedAt: string };

/** A message the provider left for the company on its portal (shown with the reseller messages). */
export type ProviderMessage = {
  externalId: string;
  authorName: string;
  subject: string;
  body: string;
  sentAt: Date | null;
};

/** A new employer at the provider (spec section 7, social-secretary onboarding). */
export type OnboardingRequest = {
  companyName: string;
  enterpriseNumber: string;
  vatNumber: string | null;
  address: {
    street: string;
    houseNumber: string;
    box: string | null;
    postalCode: string;
    city: string;
    countryCode: string;
  };
  contact: { name: string; email: string; phone: string | null };
  /** The portal account the company will log in with (the integration's credentials). */
  username: string;
  password: string;
};

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
  /**
   * Sends a payroll month for a set of people (issue 20). The push is the whole month for the people in
   * `push.employeeExternalIds`: the provider keeps one line per key (see MonthPushLine keys), so a re-push
   * of the same data adds nothing, a changed line replaces the old one, and a line no longer sent for a
   * person in scope is withdrawn. People outside the scope are left as they are. Unknown employees or
   * payroll codes: a ProviderError "rejected" whose `rejections` name each line; nothing of that push is kept.
   */
  pushMonth(credentials: ProviderCredentials, session: ProviderSession, push: MonthPush): Promise<MonthPushReceipt>;
  /** A person's wage components as the provider holds them (fixed and variable), valid in the given month. */
  fetchWageComponents(
    credentials: ProviderCredentials,
    session: ProviderSession,
    employeeExternalId: string,
    period: { year: number; month: number },
  ): Promise<ProviderWageComponent[]>;
  /**
   * A person's days off in a month as the provider's calendar holds them (what it received and what its own
   * payroll officer booked), for the calendar-conflict check. Adapters of providers without one leave it out.
   */
  fetchCalendar?(
    credentials: ProviderCredentials,
    session: ProviderSession,
    employeeExternalId: string,
    period: { year: number; month: number },
  ): Promise<ProviderCalendarDay[]>;
  /** Messages the provider left for the company; adapters of providers without them leave it out. */
  fetchMessages?(credentials: ProviderCredentials, session: ProviderSession): Promise<ProviderMessage[]>;
  /**
   * Sends an approved contract change (issue 21). `reference` is ours and unique per change: the provider
   * keeps one change per reference, so a retry after a lost answer never books it twice. A person or
   * function code the provider does not know, or a date outside the person's employment: ProviderError
   * "rejected" naming the field. Adapters of providers without the call leave it out.
   */
  sendContractChange?(
    credentials: ProviderCredentials,
    session: ProviderSession,
    change: ProviderContractChange,
  ): Promise<ProviderContractChangeReceipt>;
  /** Registers a new employer (no session: the company has no portal account yet); answers its customer code. */
  onboardEmployer?(request: OnboardingRequest): Promise<{ customerCode: string }>;
}

// ---------------------------------------------------------------------------------------------------------
// The payroll month (issue 20). Dates are "YYYY-MM-DD"; money is in euro cents (integers); hours are decimal
// hours (7.6 = 7 h 36 min) with at most 2 decimals. `employeeExternalId` is the provider's own person id
// (EmployeeProviderLink.externalId). The caller (lib/payroll) builds the payload from our data; the adapter
// only maps it to its provider's protocol.

/** A day (or part of one) off: key (employee, date, payrollCode). */
export type PushDayOff = { employeeExternalId: string; date: string; hours: number; payrollCode: string };

/** A one-off wage component's values, whoever the person is keyed by (lib/payroll keys ours by employeeId). */
export type OneOffWageComponentValues = {
  /** The provider's wage-component code (our one-off type's payroll code). */
  typeCode: string;
  totalValueCents: number | null;
  hours: number | null;
  days: number | null;
  /** Unit count (pieces, km, ...) when the component is unit-based. */
  unity: number | null;
  amountCents: number | null;
  percentage: number | null;
  isPeriodical: boolean;
  isNegative: boolean;
  isBarema: boolean;
};

/** A one-off wage component for the month: key (employee, typeCode). */
export type PushOneOffWageComponent = { employeeExternalId: string } & OneOffWageComponentValues;

/** A free-text message to the payroll officer about one person's month: key (employee); "" withdraws it. */
export type PushSpecialMessage = { employeeExternalId: string; message: string };

/** An advance paid to a person: key (employee, paymentDate). */
export type PushAdvance = { employeeExternalId: string; paymentDate: string; amountCents: number };

export const TEMPORARY_UNEMPLOYMENT_KINDS = ["economic", "force_majeure", "weather"] as const;
export type TemporaryUnemploymentKind = (typeof TEMPORARY_UNEMPLOYMENT_KINDS)[number];

/** Belgian temporary unemployment days for the month: key (employee, kind). A NL provider refuses non-empty lists. */
export type PushTemporaryUnemployment = { employeeExternalId: string; kind: TemporaryUnemploymentKind; days: number };

export type MonthPush = {
  year: number;
  /** 1-12 */
  month: number;
  /** The people this push is about (their lines are replaced by this push's); others are untouched. */
  employeeExternalIds: string[];
  daysOff: PushDayOff[];
  oneOffs: PushOneOffWageComponent[];
  specialMessages: PushSpecialMessage[];
  advances: PushAdvance[];
  temporaryUnemployment: PushTemporaryUnemployment[];
  /** When the month's pay (and advances, if no own date) is paid out, if the company chose one. */
  payoutDate: string | null;
  /** A message for the payroll officer about the whole month. */
  messageForPayroll: string | null;
};

/** What the provider says it received: the receipt id is the provider's, kept with our push. */
export type MonthPushReceipt = {
  receiptId: string;
  receivedAt: string;
  /** Lines in this push (all kinds). */
  lineCount: number;
  /** What changed at the provider: new lines, changed lines, lines withdrawn, lines it already had. */
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
};

/** One line a provider refused, with its reason (shown to the person who pushes). */
export type PushRejection = {
  employeeExternalId: string | null;
  field: string;
  reason: "unknown_employee" | "unknown_code" | "invalid" | "not_supported";
  message: string;
};

/** One day off in the provider's calendar: the date, its payroll code and decimal hours. */
export type ProviderCalendarDay = { date: string; code: string; hours: number };

export type ProviderWageComponent = {
  code: string;
  description: string;
  kind: "fixed" | "variable";
  /** Money components in cents; other units (hours, percentage) in `value` with `unit`. */
  amountCents: number | null;
  value: number | null;
  unit: "amount" | "hours" | "days" | "percentage" | "units";
  startDate: string | null;
  endDate: string | null;
};

/** Why a provider call failed, in terms the command state machine acts on. */
export type ProviderErrorKind =
  | "invalid_credentials"
  | "invalid_code"
  | "challenge_expired"
  | "session_expired"
  | "timeout"
  | "unavailable"
  | "protocol"
  /** The provider refused some lines of a push (unknown employee, unknown payroll code): see `rejections`. */
  | "rejected"
  /** The provider read the request and said no (an onboarding for a company that is already a customer). */
  | "refused";

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly rejections: PushRejection[];
  /** What the message says in numbers, so the screen can say it in the reader's language (command-failure.ts). */
  readonly values: { status?: number; seconds?: number };
  constructor(
    kind: ProviderErrorKind,
    message: string,
    rejections: PushRejection[] = [],
    values: { status?: number; seconds?: number } = {},
  ) {
    super(message);
    this.name = "ProviderError";
    this.kind = kind;
    this.rejections = rejections;
    this.values = values;
  }
}
