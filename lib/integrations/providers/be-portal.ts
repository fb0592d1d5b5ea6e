// The Belgian social-secretary portal adapter: a plain HTTP client of the portal's JSON protocol (the
// simulator in lib/integrations/simulators/be-portal speaks it too). Every call has a timeout; a 5xx, a
// timeout or an unreadable answer becomes a ProviderError the command turns into a readable reason.
import { authed, call, str } from "./be-portal-http";
import { sendBeContractChange } from "./contract-change-calls";
import { fetchBeCalendar, fetchBeWageComponents, pushBeMonth } from "./be-portal-payroll";
import {
  PROVIDER_CONTRACT_TYPES,
  ProviderError,
  type LoginResult,
  type ProviderContractType,
  type PayrollProvider,
  type ProviderCredentials,
  type ProviderMessage,
  type ProviderPerson,
  type ProviderReferenceEntry,
  type ProviderSession,
  type ReferenceKind,
} from "./provider";

const PAGE_SIZE = 200;
const REFERENCE_PATH: Record<ReferenceKind, string> = {
  department: "departments",
  cost_centre: "cost-centres",
  function: "functions",
  qualification: "qualifications",
};

function sessionFrom(body: Record<string, unknown>): ProviderSession {
  const token = body.session_token;
  const expiresIn = Number(body.expires_in);
  if (typeof token !== "string" || !Number.isFinite(expiresIn)) {
    throw new ProviderError("protocol", "The portal's login answer could not be read");
  }
  return { token, expiresAt: Date.now() + expiresIn * 1000 };
}

// A term the app cannot read is left out (null): the contract sync then neither writes nor compares it.
const numberOrNull = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const contractTypeOf = (v: unknown): ProviderContractType | null =>
  PROVIDER_CONTRACT_TYPES.find((t) => t === v) ?? null;
function scheduleOf(v: unknown): number[] | null {
  if (!Array.isArray(v) || v.length !== 7) return null;
  return v.every((m) => Number.isInteger(m) && m >= 0 && m <= 1440) ? (v as number[]) : null;
}

function toPerson(raw: Record<string, unknown>): ProviderPerson {
  const contracts = Array.isArray(raw.contracts) ? (raw.contracts as Record<string, unknown>[]) : [];
  const externalId = str(raw.id);
  if (!externalId || typeof raw.first_name !== "string" || typeof raw.last_name !== "string") {
    throw new ProviderError("protocol", "The portal sent a person the app cannot read");
  }
  return {
    externalId,
    nationalNumber: str(raw.national_number),
    firstName: raw.first_name,
    lastName: raw.last_name,
    birthDate: str(raw.birth_date),
    departmentCode: str(raw.department_code),
    costCentreCode: str(raw.cost_centre_code),
    functionCode: str(raw.function_code),
    contracts: contracts.map((c) => ({
      startDate: String(c.start_date),
      endDate: str(c.end_date),
      monthlyGrossCents: Number(c.monthly_gross_cents),
      weeklyMinutes: Number(c.weekly_minutes),
      reference: str(c.id),
      contractType: contractTypeOf(c.contract_type),
      employmentType: c.employment_type === "worker" || c.employment_type === "employee" ? c.employment_type : null,
      jointCommittee: str(c.joint_committee),
      daysPerWeek: numberOrNull(c.days_per_week),
      weeklySchedule: scheduleOf(c.weekly_schedule),
      isVariableSchedule: typeof c.variable_schedule === "boolean" ? c.variable_schedule : null,
      functionCode: str(c.function_code),
      qualificationCode: str(c.qualification_code),
    })),
  };
}

function toMessage(raw: Record<string, unknown>): ProviderMessage | null {
  const externalId = str(raw.id);
  const subject = str(raw.subject);
  if (!externalId || !subject) return null;
  const sent = typeof raw.sent_at === "string" ? new Date(raw.sent_at) : null;
  return {
    externalId: externalId.slice(0, 64),
    authorName: (str(raw.from) ?? "").slice(0, 120),
    subject: subject.slice(0, 150),
    body: String(raw.body ?? "").slice(0, 4000),
    sentAt: sent && !Number.isNaN(sent.getTime()) ? sent : null,
  };
}

export const bePortalProvider: PayrollProvider = {
  async login(credentials: ProviderCredentials): Promise<LoginResult> {
    const answer = await call("/sessions", {
      method: "POST",
      body: {
        customer_code: credentials.customerCode,
        username: credentials.username,
        password: credentials.password,
        ...(credentials.secret ? { secret: credentials.secret } : {}),
      },
    });
    if (answer.status === 200) return { kind: "authenticated", session: sessionFrom(answer.body) };
    if (answer.status === 202 && typeof answer.body.challenge_id === "string") {
      return {
        kind: "second_factor",
        challenge: answer.body.challenge_id,
        usernameRequired: answer.body.username_required === true,
      };
    }
    if (answer.status === 401 || answer.status === 422) {
      throw new ProviderError("invalid_credentials", "The portal refused the customer code, username or password");
    }
    throw new ProviderError("protocol", `The portal answered the login with ${answer.status}`, [], {
      status: answer.status,
    });
  },

  async answerSecondFactor(_credentials, challenge, code, username) {
    const answer = await call("/sessions/second-factor", {
      method: "POST",
      body: { challenge_id: challenge, code, ...(username ? { username } : {}) },
    });
    if (answer.status === 200) return sessionFrom(answer.body);
    if (answer.status === 401 || answer.status === 422) {
      throw new ProviderError("invalid_code", "The portal refused the code");
    }
    if (answer.status === 410) throw new ProviderError("challenge_expired", "The code expired; log in again");
    throw new ProviderError("protocol", `The portal answered the code with ${answer.status}`, [], {
      status: answer.status,
    });
  },

  async *fetchPeople(credentials, session) {
    const company = encodeURIComponent(credentials.customerCode);
    for (let page = 1; ; page++) {
      const body = authed(
        await call(`/companies/${company}/employees?page=${page}&per_page=${PAGE_SIZE}`, { token: session.token }),
      );
      const rows = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
      if (rows.length > 0) yield rows.map(toPerson);
      if (rows.length < PAGE_SIZE || page * PAGE_SIZE >= Number(body.total ?? 0)) return;
    }
  },

  async fetchReferenceList(credentials, session, kind): Promise<ProviderReferenceEntry[]> {
    const company = encodeURIComponent(credentials.customerCode);
    const body = authed(await call(`/companies/${company}/${REFERENCE_PATH[kind]}`, { token: session.token }));
    const rows = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
    return rows.flatMap((r) =>
      typeof r.code === "string" && r.code !== "" ? [{ code: r.code, description: String(r.description ?? "") }] : [],
    );
  },

  pushMonth: pushBeMonth,
  fetchWageComponents: fetchBeWageComponents,
  fetchCalendar: fetchBeCalendar,
  sendContractChange: sendBeContractChange,
  async fetchMessages(credentials, session) {
    const company = encodeURIComponent(credentials.customerCode);
    const body = authed(await call(`/companies/${company}/messages`, { token: session.token }));
    const rows = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
    return rows.flatMap((r) => toMessage(r) ?? []);
  },

  async onboardEmployer(request) {
    const answer = await call("/onboarding", {
      method: "POST",
      body: {
        company_name: request.companyName,
        enterprise_number: request.enterpriseNumber,
        vat_number: request.vatNumber,
        address: {
          street: request.address.street,
          house_number: request.address.houseNumber,
          box: request.address.box,
          postal_code: request.address.postalCode,
          city: request.address.city,
          country_code: request.address.countryCode,
        },
        contact: request.contact,
        username: request.username,
        password: request.password,
      },
    });
    if (answer.status === 201 && typeof answer.body.customer_code === "string" && answer.body.customer_code !== "") {
      return { customerCode: answer.body.customer_code };
    }
    if (answer.status === 409) {
      throw new ProviderError("refused", "The social secretariat already has an employer with this enterprise number");
    }
    if (answer.status === 422) {
      const fields = Object.keys((answer.body.fields as Record<string, unknown> | undefined) ?? {}).join(", ");
      throw new ProviderError(
        "refused",
        `The social secretariat refused the company details${fields ? ` (${fields})` : ""}`,
      );
    }
    throw new ProviderError("protocol", `The portal answered the onboarding with ${answer.status}`, [], {
      status: answer.status,
    });
  },
};
