// The NL payroll simulator's own data, shaped on Loket.nl's REST resources: employers (with the API users
// that may act for them), employees (personal details, citizen service number), employments (department,
// cost centre, function, hours, wage, fixed wage components) and the employer's code lists. It is a peer of
// the app: it validates its data its own way (a BSN must pass the eleven-proof) and imports nothing from
// the app's side.
import { randomUUID } from "node:crypto";
import type { KeptChange } from "../shared/sim-contract-changes";

export type LoketUser = { username: string; password: string };
export type LoketCode = { key: number; code: string; description: string };

export type LoketWageComponent = {
  code: string;
  description: string;
  /** Fixed (every period) or variable (one period). */
  kind: "fixed" | "variable";
  value: number;
  unit: "amount" | "hours" | "days" | "percentage" | "units";
  startDate: string | null;
  endDate: string | null;
};

export type LoketEmployment = {
  id: string;
  startDate: string;
  endDate: string | null;
  departmentCode: string | null;
  costCenterCode: string | null;
  functionCode: string | null;
  averageHoursPerWeek: number;
  /** Gross monthly wage in euros (Loket's decimal amounts). */
  grossMonthlyWage: number;
  /** Loket's type of contract: indefinite (onbepaalde tijd) or definite (bepaalde tijd); absent: by endDate. */
  typeOfContract?: "indefinite" | "definite";
  /** Absent: 5 (4 below 32 hours). */
  averageDaysPerWeek?: number;
  /** Hours per weekday, Monday first (Loket's working pattern); absent: the week's hours over the days. */
  weekSchedule?: number[] | null;
  /** An on-call (min-max, nul-uren) contract: no fixed pattern. */
  flexibleHours?: boolean;
  wageComponents: LoketWageComponent[];
};

export type LoketEmployee = {
  id: string;
  employeeNumber: number;
  firstName: string;
  initials: string;
  prefix: string | null;
  lastName: string;
  dateOfBirth: string;
  citizenServiceNumber: string;
  employments: LoketEmployment[];
  /** Leave the payroll office booked itself (not sent by the app): the calendar check compares it. */
  leave?: { date: string; leaveTypeCode: string; numberOfHours: number }[];
  /** Contract changes the app sent (sim-server.ts keeps each reference once). */
  contractChanges?: KeptChange[];
};

export type LoketEmployer = {
  id: string;
  /** What the customer types as customer code: the employer's number at the payroll office. */
  employerNumber: string;
  companyName: string;
  users: LoketUser[];
  employees: LoketEmployee[];
  departments: LoketCode[];
  costCenters: LoketCode[];
  functions: LoketCode[];
  /** Leave types (days-off payroll codes) and wage components a month push may use. */
  leaveTypes: LoketCode[];
  wageComponentTypes: LoketCode[];
};

/** The eleven-proof of a Dutch citizen service number (9 digits; 9*d1 + ... + 2*d8 - d9 = 0 mod 11). */
export function passesElevenProof(bsn: string): boolean {
  if (!/^\d{9}$/.test(bsn) || Number(bsn) === 0) return false;
  const digits = [...bsn].map(Number);
  const sum = digits.slice(0, 8).reduce((s, d, i) => s + d * (9 - i), 0) - digits[8]!;
  return sum % 11 === 0;
}

/** The one check digit that makes `first8` a valid BSN, or null when none does (it would be 10). */
export function bsnWithCheckDigit(first8: string): string | null {
  const sum = [...first8].reduce((s, d, i) => s + Number(d) * (9 - i), 0);
  const check = sum % 11;
  return check === 10 ? null : `${first8}${check}`;
}

const code = (key: number, c: string, description: string): LoketCode => ({ key, code: c, description });

export const DEFAULT_LOKET_CODES = {
  departments: [code(1, "KANT", "Kantoor"), code(2, "PROD", "Productie"), code(3, "VERK", "Verkoop")],
  costCenters: [code(1, "K100", "Hoofdkantoor"), code(2, "K200", "Bakkerij Utrecht")],
  functions: [
    code(1, "BAK", "Bakker"),
    code(2, "VKM", "Verkoopmedewerker"),
    code(3, "ADM", "Administratief medewerker"),
  ],
  leaveTypes: [
    code(1, "VAK", "Vakantie"),
    code(2, "ZKT", "Ziekte"),
    code(3, "BV", "Bijzonder verlof"),
    code(4, "OV", "Onbetaald verlof"),
    code(5, "OSV", "Ouderschapsverlof"),
    code(6, "ADV", "Arbeidsduurverkorting"),
    code(7, "CV", "Calamiteitenverlof"),
  ],
  wageComponentTypes: [
    code(1, "8100", "Bonus"),
    code(2, "8200", "Onkostenvergoeding"),
    code(3, "8300", "Overwerk"),
    code(4, "8400", "Inhouding"),
  ],
};

/** An employer with the default code lists; tests and the demo fill in users and employees. */
export function makeLoketEmployer(
  fields: Pick<LoketEmployer, "employerNumber" | "companyName" | "users"> & Partial<LoketEmployer>,
): LoketEmployer {
  return {
    id: randomUUID(),
    employees: [],
    departments: DEFAULT_LOKET_CODES.departments.map((c) => ({ ...c })),
    costCenters: DEFAULT_LOKET_CODES.costCenters.map((c) => ({ ...c })),
    functions: DEFAULT_LOKET_CODES.functions.map((c) => ({ ...c })),
    leaveTypes: DEFAULT_LOKET_CODES.leaveTypes.map((c) => ({ ...c })),
    wageComponentTypes: DEFAULT_LOKET_CODES.wageComponentTypes.map((c) => ({ ...c })),
    ...fields,
  };
}

/** Why an employee cannot be kept, or null (the simulator's own rules, Loket's field limits). */
export function employeeProblem(
  e: Omit<LoketEmployee, "id" | "employments">,
): { field: string; message: string } | null {
  if (!passesElevenProof(e.citizenServiceNumber)) {
    return { field: "citizenServiceNumber", message: "The citizen service number fails the eleven-proof" };
  }
  if (!e.firstName || e.firstName.length > 28) return { field: "firstName", message: "1 to 28 characters" };
  if (!e.lastName || e.lastName.length > 25) return { field: "lastName", message: "1 to 25 characters" };
  if (e.initials.length > 6) return { field: "initials", message: "at most 6 characters" };
  if ((e.prefix ?? "").length > 10) return { field: "prefix", message: "at most 10 characters" };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(e.dateOfBirth)) return { field: "dateOfBirth", message: "a date YYYY-MM-DD" };
  return null;
}

/** An employment's working pattern as the API serves it: days, hours per weekday (none when flexible). */
export function workingPattern(x: LoketEmployment): { days: number; hoursPerDay: number[] | null } {
  const days = x.averageDaysPerWeek ?? (x.averageHoursPerWeek < 32 ? 4 : 5);
  if (x.flexibleHours) return { days, hoursPerDay: null };
  const perDay = Math.round((x.averageHoursPerWeek / Math.max(1, Math.ceil(days))) * 100) / 100;
  return {
    days,
    hoursPerDay: x.weekSchedule ?? Array.from({ length: 7 }, (_, d) => (d < Math.ceil(days) ? perDay : 0)),
  };
}

/** Why an employment's terms cannot be kept, or null (Loket's limits: at most 60 hours over 7 days). */
export function employmentProblem(x: LoketEmployment): { field: string; message: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(x.startDate)) return { field: "startDate", message: "a date YYYY-MM-DD" };
  if (x.endDate !== null && !(x.endDate >= x.startDate)) return { field: "endDate", message: "on or after startDate" };
  if (!(x.averageHoursPerWeek >= 0 && x.averageHoursPerWeek <= 60))
    return { field: "averageHoursPerWeek", message: "0 to 60" };
  if (x.averageDaysPerWeek !== undefined && !(x.averageDaysPerWeek > 0 && x.averageDaysPerWeek <= 7))
    return { field: "averageDaysPerWeek", message: "more than 0, at most 7" };
  // Cents, allowing for binary fractions (2452.87 * 100 is 245286.99999...).
  const cents = x.grossMonthlyWage * 100;
  if (!(x.grossMonthlyWage >= 0) || Math.abs(Math.round(cents) - cents) > 1e-6)
    return { field: "grossWage", message: "an amount in euros with at most 2 decimals" };
  if (x.weekSchedule && (x.weekSchedule.length !== 7 || x.weekSchedule.some((h) => !(h >= 0 && h <= 24))))
    return { field: "weekSchedule", message: "7 days of 0 to 24 hours" };
  return null;
}
