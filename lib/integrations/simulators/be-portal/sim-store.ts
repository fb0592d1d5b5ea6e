// The BE portal simulator's own data: the companies a social secretariat serves, their portal users, and
// per company the people (with national numbers), their contracts and the reference lists. It is a peer of
// the app, not part of it: nothing here is imported from lib/integrations' client side, so a
// misunderstanding of the protocol on one side shows up as a failure on the other.
import { randomInt } from "node:crypto";
import type { KeptChange } from "../shared/sim-contract-changes";

export type SimPortalUser = {
  username: string;
  password: string;
  /** Some portals also ask for a customer secret with the password. */
  secret?: string;
  /** The portal asks this user for a 6-digit code after the password. */
  secondFactor: boolean;
  /** Along with the code, the portal asks which username the code was sent for (spec section 4, modal step 1). */
  askUsernameWithCode?: boolean;
};

export type SimContract = {
  start_date: string;
  end_date: string | null;
  monthly_gross_cents: number;
  weekly_minutes: number;
  /** The portal's contract number; absent in a store: "<worker>-C<n>" (portalContract). */
  id?: string;
  contract_type?: SimContractType;
  employment_type?: "worker" | "employee";
  /** Paritair comité, "200" or "302.01"; absent: "200". */
  joint_committee?: string;
  days_per_week?: number;
  /** Minutes per weekday, Monday first; absent: weekly_minutes spread over days_per_week from Monday. */
  weekly_schedule?: number[] | null;
  variable_schedule?: boolean;
  function_code?: string | null;
  qualification_code?: string | null;
};

export const SIM_CONTRACT_TYPES = [
  "open_ended",
  "fixed_term",
  "specific_work",
  "replacement",
  "student",
  "flexi",
  "interim",
] as const;
export type SimContractType = (typeof SIM_CONTRACT_TYPES)[number];

/**
 * A contract as the portal serves it: every term filled, the ones a store leaves out by the portal's own
 * defaults (an open-ended employee contract under PC 200 on the person's function, five days a week).
 */
export function portalContract(person: SimPerson, c: SimContract, index: number): Required<SimContract> {
  const variable = c.variable_schedule ?? false;
  const days = c.days_per_week ?? (c.weekly_schedule ? c.weekly_schedule.filter((m) => m > 0).length : 5);
  const perDay = days > 0 ? Math.round(c.weekly_minutes / days) : 0;
  const spread = Array.from({ length: 7 }, (_, d) => (d < Math.ceil(days) ? perDay : 0));
  return {
    ...c,
    id: c.id ?? `${person.id}-C${index + 1}`,
    contract_type: c.contract_type ?? (c.end_date ? "fixed_term" : "open_ended"),
    employment_type: c.employment_type ?? "employee",
    joint_committee: c.joint_committee ?? "200",
    days_per_week: days,
    weekly_schedule: variable ? null : (c.weekly_schedule ?? spread),
    variable_schedule: variable,
    function_code: c.function_code === undefined ? person.function_code : c.function_code,
    qualification_code: c.qualification_code ?? null,
  };
}

export type SimPerson = {
  id: string;
  national_number: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  department_code: string | null;
  cost_centre_code: string | null;
  function_code: string | null;
  contracts: SimContract[];
  /** The person's wage components at the secretariat; absent: derived from the contracts (sim-payroll.ts). */
  wage_components?: SimWageComponent[];
  /** Days off the secretariat booked itself (not pushed by the app): the calendar check compares them. */
  calendar?: { date: string; payroll_code: string; hours: number }[];
  /** Contract changes the app sent (sim-server.ts keeps each reference once). */
  contract_changes?: KeptChange[];
};

export type SimWageComponent = {
  code: string;
  description: string;
  kind: "fixed" | "variable";
  amount_cents: number | null;
  value: number | null;
  unit: "amount" | "hours" | "days" | "percentage" | "units";
  start_date: string | null;
  end_date: string | null;
};

export type SimReference = { code: string; description: string };

/** A message the secretariat leaves for the company on its portal (the app shows it to the admins). */
export type SimMessage = { id: string; from: string; subject: string; body: string; sent_at: string };

export type SimCompany = {
  customer_code: string;
  name: string;
  users: SimPortalUser[];
  people: SimPerson[];
  departments: SimReference[];
  cost_centres: SimReference[];
  functions: SimReference[];
  qualifications: SimReference[];
  /** Codes the secretariat accepts in a month push (days off and wage components); absent: the defaults. */
  payroll_codes?: SimReference[];
  messages?: SimMessage[];
  /** Set for employers registered through the onboarding call (one employer per enterprise number). */
  enterprise_number?: string;
};

export const DEFAULT_REFERENCES = {
  departments: [
    { code: "ADM", description: "Administration" },
    { code: "OPS", description: "Operations" },
    { code: "SAL", description: "Sales" },
    { code: "ICT", description: "ICT" },
  ],
  cost_centres: [
    { code: "CC100", description: "Head office" },
    { code: "CC200", description: "Warehouse Antwerp" },
    { code: "CC300", description: "Field sales" },
  ],
  functions: [
    { code: "F010", description: "Bediende / Employé" },
    { code: "F020", description: "Arbeider / Ouvrier" },
    { code: "F030", description: "Kaderlid / Cadre" },
  ],
  qualifications: [
    { code: "Q1", description: "Category I" },
    { code: "Q2", description: "Category II" },
    { code: "Q3", description: "Category III" },
  ],
  // Day-off codes as the leave catalogue's "securex" column, and one-off wage component codes.
  payroll_codes: [
    { code: "VA", description: "Wettelijk verlof / Congé légal" },
    { code: "EV", description: "Extra verlof / Congé extra-légal" },
    { code: "ZK", description: "Ziekte / Maladie" },
    { code: "KV", description: "Klein verlet / Petit chômage" },
    { code: "BE", description: "Betaald educatief verlof / Congé-éducation payé" },
    { code: "OU", description: "Overuren recuperatie / Récupération heures sup." },
    { code: "OV", description: "Onbetaald verlof / Congé sans solde" },
    { code: "OS", description: "Ouderschapsverlof / Congé parental" },
    { code: "P100", description: "Premie / Prime" },
    { code: "P200", description: "Eindejaarspremie / Prime de fin d'année" },
    { code: "P300", description: "Onkostenvergoeding / Frais" },
    { code: "P400", description: "Inhouding / Retenue" },
  ],
} as const satisfies Record<string, SimReference[]>;

/** A company with the default reference lists; tests and the seed fill in users and people. */
export function makeSimCompany(
  fields: Pick<SimCompany, "customer_code" | "name" | "users"> & Partial<SimCompany>,
): SimCompany {
  return {
    people: [],
    departments: DEFAULT_REFERENCES.departments.map((r) => ({ ...r })),
    cost_centres: DEFAULT_REFERENCES.cost_centres.map((r) => ({ ...r })),
    functions: DEFAULT_REFERENCES.functions.map((r) => ({ ...r })),
    qualifications: DEFAULT_REFERENCES.qualifications.map((r) => ({ ...r })),
    payroll_codes: DEFAULT_REFERENCES.payroll_codes.map((r) => ({ ...r })),
    ...fields,
  };
}

/** The portal's own person id: an opaque worker number, as the portals show them. */
export function newWorkerNumber(): string {
  return `W${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}
