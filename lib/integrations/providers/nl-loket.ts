// The Dutch payroll adapter, shaped on Loket.nl's REST API: OAuth2 (the app's client from env, the customer's
// username and password), the employer picked by its number (the integration's customer code), employees
// with their citizen service number, employments with department, cost centre, function, hours and gross
// wage, the employer's code lists, and the payroll period's variable data for the month push. The base URL
// comes from NL_PAYROLL_URL (or the simulator this process serves), so a real endpoint needs no code change.
import { sendNlContractChange } from "./contract-change-calls";
import { allRows, apiCall, embedded, employerPath, passwordGrant } from "./nl-loket-http";
import { fetchNlCalendar, fetchNlWageComponents, pushNlMonth } from "./nl-loket-payroll";
import {
  ProviderError,
  type PayrollProvider,
  type ProviderContract,
  type ProviderCredentials,
  type ProviderPerson,
  type ProviderSession,
  type ReferenceKind,
} from "./provider";

const PAGE_SIZE = 200;
const EMPLOYMENT_PAGE_SIZE = 500;
// Employers and code lists are short, but Loket pages every list: a login's employer or a department can be
// on a later page, so they are read to the last page like the people.
export const EMPLOYER_PAGE_SIZE = 100;
export const REFERENCE_PAGE_SIZE = 250;
// Loket keeps no qualification list: that kind reads as empty.
const REFERENCE_PATH: Record<ReferenceKind, string | null> = {
  department: "departments",
  cost_centre: "costcenters",
  function: "functions",
  qualification: null,
};

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

type Employment = ProviderContract & {
  departmentCode: string | null;
  costCentreCode: string | null;
  functionCode: string | null;
};

// Loket's type of contract: 1 onbepaalde tijd (open-ended), 2 bepaalde tijd (fixed term); others unread.
const CONTRACT_TYPE_BY_KEY: Record<number, ProviderContract["contractType"]> = { 1: "open_ended", 2: "fixed_term" };

// Loket's working pattern: hours per weekday (dayOfWeek 1 = Monday) into minutes, Monday first.
function patternMinutes(pattern: unknown): number[] | null {
  if (!Array.isArray(pattern)) return null;
  const week = [0, 0, 0, 0, 0, 0, 0];
  for (const day of pattern as Record<string, unknown>[]) {
    const index = Number(day?.dayOfWeek) - 1;
    const hours = Number(day?.hours);
    if (!(index >= 0 && index < 7) || !(hours >= 0 && hours <= 24)) return null;
    week[index] = Math.round(hours * 60);
  }
  return week;
}

export function toEmployment(raw: Record<string, unknown>): { employeeId: string | null; employment: Employment } {
  const hours = obj(raw.workingHours);
  const days = Number(hours.averageDaysPerWeek);
  const flexible = typeof hours.flexibleHours === "boolean" ? hours.flexibleHours : null;
  return {
    employeeId: str(obj(raw.employee).id),
    employment: {
      startDate: String(raw.startDate),
      endDate: str(raw.endDate),
      monthlyGrossCents: Math.round(Number(obj(raw.wage).grossWage) * 100),
      weeklyMinutes: Math.round(Number(hours.averageHoursPerWeek) * 60),
      departmentCode: str(obj(raw.department).code),
      costCentreCode: str(obj(raw.costCenter).code),
      functionCode: str(obj(raw.function).code),
      reference: str(raw.id),
      contractType: CONTRACT_TYPE_BY_KEY[Number(obj(raw.typeOfContract).key)] ?? null,
      // Dutch employments know no arbeider/bediende split and no joint committee.
      employmentType: "employee",
      jointCommittee: null,
      daysPerWeek: Number.isFinite(days) && days > 0 ? days : null,
      weeklySchedule: flexible ? null : patternMinutes(hours.workingPattern),
      isVariableSchedule: flexible,
      // Loket keeps no qualification list.
      qualificationCode: null,
    },
  };
}

export function toPerson(raw: Record<string, unknown>, employments: Employment[]): ProviderPerson {
  const details = obj(raw.personalDetails);
  const externalId = str(raw.id);
  if (!externalId || typeof details.firstName !== "string" || typeof details.lastName !== "string") {
    throw new ProviderError("protocol", "The payroll API sent an employee the app cannot read");
  }
  // The employment in force names the department etc.: the open-ended one, else the latest.
  const sorted = [...employments].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const current = sorted.find((e) => e.endDate === null) ?? sorted[0];
  return {
    externalId,
    nationalNumber: str(raw.citizenServiceNumber),
    firstName: details.firstName,
    lastName: details.lastName,
    birthDate: str(details.dateOfBirth),
    departmentCode: current?.departmentCode ?? null,
    costCentreCode: current?.costCentreCode ?? null,
    functionCode: current?.functionCode ?? null,
    contracts: employments,
  };
}

async function allEmployments(credentials: ProviderCredentials, session: ProviderSession) {
  const byEmployee = new Map<string, Employment[]>();
  for (let page = 1; ; page++) {
    const answer = await apiCall(
      credentials,
      session,
      `${employerPath(session)}/employments?pageNumber=${page}&pageSize=${EMPLOYMENT_PAGE_SIZE}`,
    );
    const rows = embedded(answer);
    for (const row of rows) {
      const { employeeId, employment } = toEmployment(row);
      if (employeeId) byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), employment]);
    }
    if (rows.length < EMPLOYMENT_PAGE_SIZE || page >= Number(answer.body.totalPages ?? 1)) return byEmployee;
  }
}

export const nlLoketProvider: PayrollProvider = {
  async login(credentials) {
    const session = await passwordGrant(credentials);
    // The user may act for several employers: the customer code picks one by its number.
    const employers = await allRows(credentials, session, "/providers/employers", EMPLOYER_PAGE_SIZE);
    const employer = employers.find((e) => String(e.employerNumber) === credentials.customerCode);
    if (!employer || typeof employer.id !== "string") {
      throw new ProviderError("invalid_credentials", "This payroll account has no employer with that customer code");
    }
    return { kind: "authenticated", session: { ...session, account: employer.id } };
  },

  async answerSecondFactor() {
    // OAuth2 logins here never open a challenge, so no command waits for a code.
    throw new ProviderError("protocol", "The payroll API does not ask for a second-factor code");
  },

  async *fetchPeople(credentials, session) {
    const employments = await allEmployments(credentials, session);
    for (let page = 1; ; page++) {
      const answer = await apiCall(
        credentials,
        session,
        `${employerPath(session)}/employees?pageNumber=${page}&pageSize=${PAGE_SIZE}`,
      );
      const rows = embedded(answer);
      if (rows.length > 0) yield rows.map((r) => toPerson(r, employments.get(String(r.id)) ?? []));
      if (rows.length < PAGE_SIZE || page >= Number(answer.body.totalPages ?? 1)) return;
    }
  },

  async fetchReferenceList(credentials, session, kind) {
    const path = REFERENCE_PATH[kind];
    if (!path) return [];
    const rows = await allRows(credentials, session, `${employerPath(session)}/${path}`, REFERENCE_PAGE_SIZE);
    return rows.flatMap((r) => {
      const code = str(r.code);
      return code ? [{ code, description: String(r.description ?? "") }] : [];
    });
  },

  pushMonth: pushNlMonth,
  fetchWageComponents: fetchNlWageComponents,
  fetchCalendar: fetchNlCalendar,
  sendContractChange: sendNlContractChange,
};
