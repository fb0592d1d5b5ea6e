// The rules of a contract change that span fields, as a pure function (unit-tested): it must change
// something, its date lies inside the contract, and a fixed weekly schedule agrees with the hours and days
// the contract will have from that date (the changed ones, else the contract's). Answers field -> message.
import { formatDay, type IsoDate } from "@/lib/people-history/day";

export type ContractTerms = {
  startDate: IsoDate;
  endDate: IsoDate | null;
  hoursPerWeek: number;
  daysPerWeek: number;
  isVariableSchedule: boolean;
};

export type ChangeFields = {
  change_date: IsoDate;
  base_wage?: number;
  hours_per_week?: number;
  days_per_week?: number;
  function_id?: number;
  weekly_schedule?: number[];
  is_variable_schedule?: boolean;
};

const CHANGE_KEYS = [
  "base_wage",
  "hours_per_week",
  "days_per_week",
  "function_id",
  "weekly_schedule",
  "is_variable_schedule",
] as const;

export function checkChangeFields(contract: ContractTerms, input: ChangeFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (CHANGE_KEYS.every((key) => input[key] === undefined)) {
    errors.base_wage = "A change needs a new base wage, hours, days, function or schedule";
  }
  if (input.change_date < contract.startDate) {
    errors.change_date = `change_date cannot be before the contract's start (${formatDay(contract.startDate)})`;
  } else if (contract.endDate && input.change_date > contract.endDate) {
    errors.change_date = `change_date cannot be after the contract's end (${formatDay(contract.endDate)})`;
  }
  const variable = input.is_variable_schedule ?? contract.isVariableSchedule;
  const hours = input.hours_per_week ?? contract.hoursPerWeek;
  const days = input.days_per_week ?? contract.daysPerWeek;
  const schedule = input.weekly_schedule;
  if (variable) {
    if (schedule) errors.weekly_schedule = "a variable schedule has no weekly schedule";
    return errors;
  }
  if (!schedule) {
    // A fixed schedule must say how the new hours or days fall in the week (leave counting reads it).
    const termsChange = input.hours_per_week !== undefined || input.days_per_week !== undefined;
    if (termsChange || input.is_variable_schedule === false) {
      errors.weekly_schedule = "weekly_schedule is required when a fixed schedule's hours or days change";
    }
    return errors;
  }
  const scheduled = schedule.reduce((sum, minutes) => sum + minutes, 0) / 60;
  if (Math.abs(scheduled - hours) > 0.01) {
    errors.hours_per_week = `hours_per_week must match the weekly schedule (${Math.round(scheduled * 100) / 100})`;
  }
  const workDays = schedule.filter((minutes) => minutes > 0).length;
  if (Math.ceil(days) !== workDays) {
    errors.days_per_week = `days_per_week must match the weekly schedule (${workDays})`;
  }
  return errors;
}
