// The rules of a contract that span fields, as a pure function (unit-tested): which contract types need an
// end date, the Belgian and Dutch variants (BE: joint committee; NL: CAO and probation, no joint committee),
// and a fixed weekly schedule agreeing with the hours and days it states. Answers field -> message.
import type { ContractTypeName } from "./contracts.types";

/** Contracts that end on a known day (a student contract is a fixed-term one; so is an interim assignment). */
export const END_DATE_REQUIRED: readonly ContractTypeName[] = ["fixed_term", "student", "interim"];
/** Belgian statuses that have no Dutch counterpart. */
export const BELGIUM_ONLY_TYPES: readonly ContractTypeName[] = ["flexi"];
/** Paritair comité number: three digits, optionally a sub-committee (200, 302, 140.03). */
export const JOINT_COMMITTEE_PATTERN = /^\d{3}(\.\d{1,2})?$/;

export type ContractFields = {
  contract_type: ContractTypeName;
  joint_committee?: string | null;
  cao?: string | null;
  probation_months?: number | null;
  is_variable_schedule: boolean;
  weekly_schedule?: number[] | null;
  days_per_week: number;
  hours_per_week: number;
  start_date: string;
  end_date?: string | null;
};

/** NL (art. 7:652 BW): none for a fixed term of 6 months or less, 1 month up to 2 years, else at most 2. */
export function maxProbationMonths(contract: Pick<ContractFields, "start_date" | "end_date">): number {
  if (!contract.end_date) return 2;
  const months = monthsBetween(contract.start_date, contract.end_date);
  if (months <= 6) return 0;
  if (months < 24) return 1;
  return 2;
}

function monthsBetween(start: string, end: string): number {
  const [sy, sm, sd] = start.split("-").map(Number) as [number, number, number];
  const [ey, em, ed] = end.split("-").map(Number) as [number, number, number];
  // The end day is included: 01/01 to 30/06 is six months.
  return (ey - sy) * 12 + (em - sm) + (ed + 1 - sd) / 31;
}

export function checkContractFields(input: ContractFields, country: "BE" | "NL"): Record<string, string> {
  const errors: Record<string, string> = {};
  if (END_DATE_REQUIRED.includes(input.contract_type) && !input.end_date) {
    errors.end_date = `end_date is required for a ${input.contract_type.replace("_", "-")} contract`;
  }
  if (input.end_date && input.end_date < input.start_date) {
    errors.end_date = "end_date cannot be before start_date";
  }
  if (country === "BE") {
    if (!input.joint_committee) errors.joint_committee = "joint_committee is required";
    else if (!JOINT_COMMITTEE_PATTERN.test(input.joint_committee)) {
      errors.joint_committee = "joint_committee must be a joint committee number such as 200 or 140.03";
    }
    if (input.cao) errors.cao = "cao applies to Dutch contracts only";
    if (input.probation_months) errors.probation_months = "probation_months applies to Dutch contracts only";
  } else {
    if (input.joint_committee) errors.joint_committee = "joint_committee applies to Belgian contracts only";
    if (BELGIUM_ONLY_TYPES.includes(input.contract_type)) {
      errors.contract_type = `contract_type ${input.contract_type} exists in Belgium only`;
    }
    const max = maxProbationMonths(input);
    if ((input.probation_months ?? 0) > max) {
      errors.probation_months =
        max === 0
          ? "probation_months must be 0 for a fixed term of 6 months or less"
          : `probation_months can be at most ${max} for this contract`;
    }
  }
  if (!input.is_variable_schedule) {
    const schedule = input.weekly_schedule;
    if (!schedule) errors.weekly_schedule = "weekly_schedule is required unless the schedule is variable";
    else {
      const hours = schedule.reduce((sum, minutes) => sum + minutes, 0) / 60;
      if (Math.abs(hours - input.hours_per_week) > 0.01) {
        errors.hours_per_week = `hours_per_week must match the weekly schedule (${Math.round(hours * 100) / 100})`;
      }
      const days = schedule.filter((minutes) => minutes > 0).length;
      if (Math.ceil(input.days_per_week) !== days) {
        errors.days_per_week = `days_per_week must match the weekly schedule (${days})`;
      }
    }
  } else if (input.weekly_schedule) {
    errors.weekly_schedule = "a variable schedule has no weekly schedule";
  }
  return errors;
}
