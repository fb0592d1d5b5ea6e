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
import { checkContractFields } from "@/lib/contracts/contract-rules";
import type { FieldReading } from "./data-conflicts/conflict-rules";
import type { ProviderContract, ProviderContractType, ProviderPerson } from "./providers/provider";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ReferenceIds = Record<"function" | "qualification" | "department" | "cost_centre", Map<string, number>>;

/** The contract terms a provider's contract maps to, in our columns' units (hours decimal, dates ISO). */
export type MappedContract = {
  reference: string;
  contractType: ProviderContractType;
  employmentType: "worker" | "employee";
  jointCommittee: string | null;
  daysPerWeek: number;
  hoursPerWeek: number;
  isVariableSchedule: boolean;
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
  const variable = pc.isVariableSchedule ?? false;
  const schedule = variable ? null : (pc.weeklySchedule ?? null);
  const scheduleDays = schedule ? schedule.filter((m) => m > 0).length : null;
  const days = pc.daysPerWeek ?? scheduleDays ?? 5;
  const contract: MappedContract = {
    reference,
    contractType: pc.contractType ?? (pc.endDate ? "fixed_term" : "open_ended"),
    employmentType: pc.employmentType ?? "employee",
    jointCommittee: country === "BE" ? (pc.jointCommittee ?? null) : null,
    daysPerWeek: round2(days),
    hoursPerWeek: round2(pc.weeklyMinutes / 60),
    isVariableSchedule: variable,
    weeklySchedule: schedule,
    startDate: pc.startDate,
    endDate: pc.endDate,
    functionId: refId(refs.function, pc.functionCode ?? person.functionCode),
    qualificationId: refId(refs.qualification, pc.qualificationCode),
    departmentId: refId(refs.department, pc.departmentCode ?? person.departmentCode),
    costCentreId: refId(refs.cost_centre, pc.costCentreCode ?? person.costCentreCode),
  };
  if (!(days > 0 && days <= 7)) return { ok: false, reason: "days_per_week must be more than 0 and at most 7" };
  const errors = checkContractFields(
    {
      contract_type: contract.contractType,
      joint_committee: contract.jointCommittee,
      is_variable_schedule: variable,
      // Without a pattern from the provider, the hours are spread over the days (as the form proposes).
      weekly_schedule: variable ? null : (schedule ?? spreadWeek(contract.hoursPerWeek, days)),
      days_per_week: contract.daysPerWeek,
      hours_per_week: contract.hoursPerWeek,
      start_date: contract.startDate,
      end_date: contract.endDate,
    },
    country,
  );
  const first = Object.entries(errors)[0];
  if (first) return { ok: false, reason: first[1] };
  if (!variable && !schedule) contract.weeklySchedule = spreadWeek(contract.hoursPerWeek, days);
  return { ok: true, contract };
}

/** The week's minutes over the first ceil(days) weekdays, the rest on the last one so the sum is exact. */
export function spreadWeek(hoursPerWeek: number, days: number): number[] {
  const total = Math.round(hoursPerWeek * 60);
  const n = Math.max(1, Math.min(7, Math.ceil(days)));
  const each = Math.floor(total / n);
  return Array.from({ length: 7 }, (_, d) => (d < n ? each + (d === n - 1 ? total - each * n : 0) : 0));
}

/** Which of our contracts a provider contract is: the one carrying its reference, else one of ours with none
 * that starts the same day (entered here before the sync, now matched), else none (a new one). */
export function findOurContract(
  theirs: MappedContract,
  integrationId: number,
  ours: OurContract[],
  taken: Set<number>,
): { contract: OurContract; adopt: boolean } | null {
  const linked = ours.find((c) => c.integrationId === integrationId && c.providerContractId === theirs.reference);
  if (linked) return { contract: linked, adopt: false };
  const sameStart = ours.find(
    (c) => c.providerContractId === null && !taken.has(c.id) && c.startDate === theirs.startDate,
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

/** The terms both sides change: compared field by field and recorded as data conflicts (conflict-rules.ts). */
export function contractReadings(ours: OurContract, theirs: MappedContract): FieldReading[] {
  return [
    { field: "contract_type", ours: ours.contractType, theirs: theirs.contractType },
    { field: "contract_hours", ours: hours(ours.hoursPerWeek), theirs: hours(theirs.hoursPerWeek) },
    { field: "contract_days", ours: hours(ours.daysPerWeek), theirs: hours(theirs.daysPerWeek) },
    { field: "contract_end", ours: ours.endDate, theirs: theirs.endDate },
  ];
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
 * The terms the provider owns where ours differ: taken over. A reference code the provider names but we have
 * not imported (null id) and a joint committee it leaves out are not taken (nothing would replace ours).
 */
export function providerOwnedChange(ours: OurContract, theirs: MappedContract): ProviderOwnedChange {
  const change: ProviderOwnedChange = {};
  if (ours.employmentType !== theirs.employmentType) change.employmentType = theirs.employmentType;
  if (theirs.jointCommittee !== null && ours.jointCommittee !== theirs.jointCommittee) {
    change.jointCommittee = theirs.jointCommittee;
  }
  if (ours.isVariableSchedule !== theirs.isVariableSchedule) change.isVariableSchedule = theirs.isVariableSchedule;
  for (const key of ["functionId", "qualificationId", "departmentId", "costCentreId"] as const) {
    if (theirs[key] !== null && ours[key] !== theirs[key]) change[key] = theirs[key];
  }
  return change;
}
