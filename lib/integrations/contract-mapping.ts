// How a provider's contract (BE portal contract, NL employment) becomes one of our contracts, and how the
// two compare on a later sync: pure, so the rules are unit-tested alone (sync-contracts.ts applies them).
//
// Which side owns what (documented in the README too):
// - The provider owns the terms its payroll computes with and that only it keeps lists of: employment type
//   (worker / employee), joint committee, whether the schedule is variable, and the function, qualification,
//   department and cost centre (codes of its reference lists). A difference is taken over silently, audited.
// - Both sides change the terms a contract change or a termination changes (lib/contracts, sent to the
//   provider as a command): contract type, hours per week, days per week and the end date. A difference may
//   be our change on its way, or theirs: it becomes a data conflict for a person to decide, never an
//   overwrite. An end date the provider set where ours has none fills ours (the provider ended it); an end
//   date only we hold is our termination on its way and is not compared.
// - The wage stays the wage sync's (sync-people.ts alignWage and the "wage" conflict): a new contract points
//   at the wage in force on its first day.
// - The weekly schedule is written once, when the contract is created, if the person has none from that day.
// - A term the provider leaves out (null) is not known: it is neither compared nor taken over. Only a contract
//   the sync creates gets a default for it (newContractTerms: the contract form's defaults).
// - The person-level department, cost centre and function codes stand for the person today: they fill in for
//   the contract in force today only, never for an ended (or future) one.
import { checkContractFields } from "@/lib/contracts/contract-rules";
import { todayIso } from "@/lib/people-history/day";
import type { FieldReading } from "./data-conflicts/conflict-rules";
import type { ProviderContract, ProviderContractType, ProviderPerson } from "./providers/provider";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ReferenceIds = Record<"function" | "qualification" | "department" | "cost_centre", Map<string, number>>;

/**
 * The contract terms a provider's contract maps to, in our columns' units (hours decimal, dates ISO). A null
 * contract type, employment type, days or variable flag is a term the provider did not give.
 */
export type MappedContract = {
  reference: string;
  contractType: ProviderContractType | null;
  employmentType: "worker" | "employee" | null;
  jointCommittee: string | null;
  daysPerWeek: number | null;
  hoursPerWeek: number;
  isVariableSchedule: boolean | null;
  /** The provider's week (minutes per weekday), or null when it gave none or the schedule is variable. */
  weeklySchedule: number[] | null;
  startDate: string;
  endDate: string | null;
  functionId: number | null;
  qualificationId: number | null;
  departmentId: number | null;
  costCentreId: number | null;
};

/** Our contract as the sync reads it. */
export type OurContract = {
  id: number;
  integrationId: number | null;
  providerContractId: string | null;
  contractType: string;
  employmentType: "worker" | "employee";
  jointCommittee: string | null;
  daysPerWeek: number;
  hoursPerWeek: number;
  isVariableSchedule: boolean;
  startDate: string;
  endDate: string | null;
  functionId: number | null;
  qualificationId: number | null;
  departmentId: number | null;
  costCentreId: number | null;
};

/** A contract the sync creates: each term the provider left out gets the contract form's default. */
export type NewContract = Omit<
  MappedContract,
  "contractType" | "employmentType" | "daysPerWeek" | "isVariableSchedule"
> & {
  contractType: ProviderContractType;
  employmentType: "worker" | "employee";
  daysPerWeek: number;
  isVariableSchedule: boolean;
};

export type MapOutcome = { ok: true; contract: MappedContract } | { ok: false; reason: string };

const round2 = (n: number) => Math.round(n * 100) / 100;

function refId(map: Map<string, number>, code: string | null | undefined): number | null {
  return code ? (map.get(code) ?? null) : null;
}

/**
 * Maps one provider contract for a company in `country`, or says why it cannot be imported (no reference,
 * unreadable dates or hours, or terms our contract rules refuse: checkContractFields, as the contract form).
 */
export function mapProviderContract(
  pc: ProviderContract,
  person: Pick<ProviderPerson, "functionCode" | "departmentCode" | "costCentreCode">,
  country: "BE" | "NL",
  refs: ReferenceIds,
  today: string = todayIso(),
): MapOutcome {
  const reference = pc.reference?.trim();
  if (!reference) return { ok: false, reason: "the provider gave the contract no reference" };
  if (reference.length > 64) return { ok: false, reason: "the provider's contract reference is too long" };
  if (!ISO_DAY.test(pc.startDate) || (pc.endDate !== null && !ISO_DAY.test(pc.endDate))) {
    return { ok: false, reason: "the contract's dates cannot be read" };
  }
  if (!Number.isInteger(pc.weeklyMinutes) || pc.weeklyMinutes < 0 || pc.weeklyMinutes > 168 * 60) {
    return { ok: false, reason: "the contract's hours cannot be read" };
  }
  const schedule = pc.isVariableSchedule ? null : (pc.weeklySchedule ?? null);
  // Days the provider's own week works count as its days per week; no week and no days: not known.
  const days = pc.daysPerWeek ?? (schedule ? schedule.filter((m) => m > 0).length : null);
  if (days !== null && !(days > 0 && days <= 7)) {
    return { ok: false, reason: "days_per_week must be more than 0 and at most 7" };
  }
  const inForceToday = pc.startDate <= today && (pc.endDate === null || pc.endDate >= today);
  const personCode = (code: string | null | undefined) => (inForceToday ? code : null);
  const contract: MappedContract = {
    reference,
    contractType: pc.contractType ?? null,
    employmentType: pc.employmentType ?? null,
    jointCommittee: country === "BE" ? (pc.jointCommittee ?? null) : null,
    daysPerWeek: days === null ? null : round2(days),
    hoursPerWeek: round2(pc.weeklyMinutes / 60),
    isVariableSchedule: pc.isVariableSchedule ?? null,
    weeklySchedule: schedule,
    startDate: pc.startDate,
    endDate: pc.endDate,
    functionId: refId(refs.function, pc.functionCode ?? personCode(person.functionCode)),
    qualificationId: refId(refs.qualification, pc.qualificationCode),
    departmentId: refId(refs.department, pc.departmentCode ?? personCode(person.departmentCode)),
    costCentreId: refId(refs.cost_centre, pc.costCentreCode ?? personCode(person.costCentreCode)),
  };
  // Checked as it would be created (our contract rules, as the contract form): what we would write is valid.
  const created = newContractTerms(contract);
  const errors = checkContractFields(
    {
      contract_type: created.contractType,
      joint_committee: created.jointCommittee,
      is_variable_schedule: created.isVariableSchedule,
      weekly_schedule: created.weeklySchedule,
      days_per_week: created.daysPerWeek,
      hours_per_week: created.hoursPerWeek,
      start_date: created.startDate,
      end_date: created.endDate,
    },
    country,
  );
  const first = Object.entries(errors)[0];
  if (first) return { ok: false, reason: first[1] };
  return { ok: true, contract };
}

/**
 * The terms of a contract the sync creates from `m`: the provider's, and for each it left out the contract
 * form's default (open-ended unless it has an end date, employee, a fixed schedule over 5 days, the hours
 * spread over the days when no week is given). Never used on a contract we already hold.
 */
export function newContractTerms(m: MappedContract): NewContract {
  const variable = m.isVariableSchedule ?? false;
  const days = m.daysPerWeek ?? 5;
  return {
    ...m,
    contractType: m.contractType ?? (m.endDate ? "fixed_term" : "open_ended"),
    employmentType: m.employmentType ?? "employee",
    daysPerWeek: days,
    isVariableSchedule: variable,
    weeklySchedule: variable ? null : (m.weeklySchedule ?? spreadWeek(m.hoursPerWeek, days)),
  };
}

/** The week's minutes over the first ceil(days) weekdays, the rest on the last one so the sum is exact. */
export function spreadWeek(hoursPerWeek: number, days: number): number[] {
  const total = Math.round(hoursPerWeek * 60);
  const n = Math.max(1, Math.min(7, Math.ceil(days)));
  const each = Math.floor(total / n);
  return Array.from({ length: 7 }, (_, d) => (d < n ? each + (d === n - 1 ? total - each * n : 0) : 0));
}

/** Which of our contracts a provider contract is: the one carrying its reference, else one of ours with none
 * that starts the same day (entered here before the sync, now matched), else none (a new one). A contract
 * whose integration was deleted (integration id null, its reference kept) counts as one with none. */
export function findOurContract(
  theirs: MappedContract,
  integrationId: number,
  ours: OurContract[],
  taken: Set<number>,
): { contract: OurContract; adopt: boolean } | null {
  const linked = ours.find((c) => c.integrationId === integrationId && c.providerContractId === theirs.reference);
  if (linked) return { contract: linked, adopt: false };
  const sameStart = ours.find(
    (c) =>
      (c.providerContractId === null || c.integrationId === null) &&
      !taken.has(c.id) &&
      c.startDate === theirs.startDate,
  );
  return sameStart ? { contract: sameStart, adopt: true } : null;
}

/** The start of one of `ours` the new contract would overlap (two contracts never cover one day), or null. */
export function overlapping(theirs: Pick<MappedContract, "startDate" | "endDate">, ours: OurContract[]) {
  const other = ours.find(
    (c) =>
      (c.endDate === null || c.endDate >= theirs.startDate) &&
      (theirs.endDate === null || c.startDate <= theirs.endDate),
  );
  return other?.startDate ?? null;
}

const hours = (n: number) => String(round2(n));

/**
 * The terms both sides change: compared field by field and recorded as data conflicts (conflict-rules.ts).
 * A type or days the provider did not give is not compared (no reading: no conflict opened, none closed).
 */
export function contractReadings(ours: OurContract, theirs: MappedContract): FieldReading[] {
  const readings: FieldReading[] = [];
  if (theirs.contractType !== null) {
    readings.push({ field: "contract_type", ours: ours.contractType, theirs: theirs.contractType });
  }
  readings.push({ field: "contract_hours", ours: hours(ours.hoursPerWeek), theirs: hours(theirs.hoursPerWeek) });
  if (theirs.daysPerWeek !== null) {
    readings.push({ field: "contract_days", ours: hours(ours.daysPerWeek), theirs: hours(theirs.daysPerWeek) });
  }
  readings.push({ field: "contract_end", ours: ours.endDate, theirs: theirs.endDate });
  return readings;
}

export type ProviderOwnedChange = Partial<
  Pick<
    OurContract,
    | "employmentType"
    | "jointCommittee"
    | "isVariableSchedule"
    | "functionId"
    | "qualificationId"
    | "departmentId"
    | "costCentreId"
  >
>;

/**
 * The terms the provider owns where ours differ: taken over. A term it leaves out (employment type, variable
 * flag, joint committee) and a reference code it names but we have not imported (null id) are not taken
 * (nothing would replace ours).
 */
export function providerOwnedChange(ours: OurContract, theirs: MappedContract): ProviderOwnedChange {
  const change: ProviderOwnedChange = {};
  if (theirs.employmentType !== null && ours.employmentType !== theirs.employmentType) {
    change.employmentType = theirs.employmentType;
  }
  if (theirs.jointCommittee !== null && ours.jointCommittee !== theirs.jointCommittee) {
    change.jointCommittee = theirs.jointCommittee;
  }
  if (theirs.isVariableSchedule !== null && ours.isVariableSchedule !== theirs.isVariableSchedule) {
    change.isVariableSchedule = theirs.isVariableSchedule;
  }
  for (const key of ["functionId", "qualificationId", "departmentId", "costCentreId"] as const) {
    if (theirs[key] !== null && ours[key] !== theirs[key]) change[key] = theirs[key];
  }
  return change;
}
