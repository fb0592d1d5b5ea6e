// The Dimona field rules of ../shared/domain/be-nl-payroll.md, each a small function of the draft that
// answers the breaches it finds as {field, rule, message}: `field` is the API field (spec 3 names), `rule` a
// stable code, `message` the key under dimona.json `rules`. Severity "error" refuses the declaration (422,
// nothing sent); "warning" is reported (a late declaration is still due: refusing it would make it later).
// The same rules serve the routes, the dry run and the dialog; the RSZ simulator applies its own copy.
import { isValidEnterpriseNumber } from "@/lib/be/enterprise-number";
import {
  CONSTRUCTION_JOINT_COMMITTEE,
  DIMONA_JOINT_COMMITTEES,
  END_DATE_REQUIRED_TYPES,
  OBSOLETE_WORKER_TYPES,
  OPEN_END_DATE,
  PLANNED_HOURS_TYPES,
  SAME_QUARTER_TYPES,
  WORKER_TYPES,
  type DimonaTypeName,
} from "./glossary";

export type DimonaDraft = {
  type: DimonaTypeName;
  workerType: string;
  jointCommittee?: string | null;
  /** ISO days. */
  startDate?: string | null;
  endDate?: string | null;
  /** HHMM. */
  startHour?: string | null;
  endHour?: string | null;
  plannedHours?: number | null;
  periodId?: string | null;
  student?: boolean;
  /** Horeca day-rate extra (EXT paid per day): ends the day it starts, no end hour. */
  extraShifts?: boolean;
  firstMonthC32a?: string | null;
  nextMonthC32a?: string | null;
  userCompanyNumber?: string | null;
  /** Today in Brussels, ISO. */
  today: string;
};

export type DimonaWorker = {
  ssin: string | null;
  lastName: string;
  firstName: string;
  birthDate: string | null;
  birthPlace: string | null;
  nationality: string | null;
  countryCode: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
};

export type RuleBreach = { field: string; rule: string; message: string; severity: "error" | "warning" };
type Rule = (d: DimonaDraft) => RuleBreach[];

const breach = (field: string, rule: string, severity: RuleBreach["severity"] = "error"): RuleBreach => ({
  field,
  rule,
  message: `rules.${rule}`,
  severity,
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HHMM = /^([01]\d|2[0-3])[0-5]\d$/;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function quarterOf(iso: string): string {
  return `${iso.slice(0, 4)}-Q${Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1}`;
}

export function quarterStart(iso: string): string {
  const month = Math.floor((Number(iso.slice(5, 7)) - 1) / 3) * 3 + 1;
  return `${iso.slice(0, 4)}-${String(month).padStart(2, "0")}-01`;
}

/** The first working day (Monday to Friday) after a day. */
export function nextWorkingDay(iso: string): string {
  let day = addDays(iso, 1);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

const isOneDay = (d: DimonaDraft) => !!d.startDate && d.startDate === d.endDate;
const isHorecaDayRate = (d: DimonaDraft) => d.workerType === "EXT" && d.extraShifts === true;

/** Zone 00655: a known, current worker type; obsolete ones are refused by name. */
export const workerTypeRule: Rule = (d) => {
  if (d.type === "CANCEL") return [];
  if ((OBSOLETE_WORKER_TYPES as readonly string[]).includes(d.workerType)) {
    return [breach("ContractType", "worker_type_obsolete")];
  }
  if (!(WORKER_TYPES as readonly string[]).includes(d.workerType))
    return [breach("ContractType", "worker_type_unknown")];
  if (d.student && d.workerType !== "STU") return [breach("Student", "student_needs_stu")];
  return [];
};

/** PlannedHoursNbr: an integer 1-999, required for STU/O17/S17 on an IN, forbidden for every other type. */
export const plannedHoursRule: Rule = (d) => {
  if (d.type === "CANCEL" || d.type === "OUT") return [];
  const hours = d.plannedHours;
  const allowed = PLANNED_HOURS_TYPES.includes(d.workerType);
  if (hours === null || hours === undefined) {
    return allowed && d.type === "IN" ? [breach("PlannedHoursNbr", "planned_hours_required")] : [];
  }
  if (!allowed) return [breach("PlannedHoursNbr", "planned_hours_forbidden")];
  if (!Number.isInteger(hours) || hours < 1 || hours > 999) return [breach("PlannedHoursNbr", "planned_hours_range")];
  return [];
};

/** Dates: start from 1920-01-01 and before current year + 10; end not before start (9999-12-31 reopens). */
export const dateRangeRule: Rule = (d) => {
  const out: RuleBreach[] = [];
  const maxYear = Number(d.today.slice(0, 4)) + 10;
  const inRange = (iso: string) => ISO_DAY.test(iso) && iso >= "1920-01-01" && Number(iso.slice(0, 4)) < maxYear;
  if (d.startDate && !inRange(d.startDate)) out.push(breach("contract_start_date", "date_out_of_range"));
  if (d.endDate && d.endDate !== OPEN_END_DATE && !inRange(d.endDate)) {
    out.push(breach("contract_end_date", "date_out_of_range"));
  }
  if (d.startDate && d.endDate && d.endDate < d.startDate) out.push(breach("contract_end_date", "end_before_start"));
  if (d.endDate === OPEN_END_DATE && d.type !== "UPDATE") out.push(breach("contract_end_date", "open_end_update_only"));
  return out;
};

/** Start date: every IN and UPDATE carries one. */
export const startDateRule: Rule = (d) =>
  (d.type === "IN" || d.type === "UPDATE") && !d.startDate
    ? [breach("contract_start_date", "start_date_required")]
    : [];

/** End date required: OUT; IN for joint committee 322, EXT, STU, IVT, TRI, STG, O17/S17/T17. */
export const endDateRequiredRule: Rule = (d) => {
  if (d.endDate) return [];
  const needed =
    d.type === "OUT" ||
    (d.type === "IN" && (d.jointCommittee === "322" || END_DATE_REQUIRED_TYPES.includes(d.workerType)));
  return needed ? [breach("contract_end_date", "end_date_required")] : [];
};

/** End = start for a horeca day-rate EXT and for T17; STU, O17, S17 end in the quarter they start. */
export const endDateShapeRule: Rule = (d) => {
  if (!d.startDate || !d.endDate || d.type === "CANCEL" || d.type === "OUT") return [];
  if ((isHorecaDayRate(d) || d.workerType === "T17") && d.endDate !== d.startDate) {
    return [breach("contract_end_date", "end_date_same_day")];
  }
  if (SAME_QUARTER_TYPES.includes(d.workerType) && quarterOf(d.endDate) !== quarterOf(d.startDate)) {
    return [breach("contract_end_date", "end_date_same_quarter")];
  }
  return [];
};

/** HHMM hours; start hour for an IN of EXT and of a one-day FLX; end hour for a one-day FLX and EXT (not horeca day-rate). */
export const hoursRule: Rule = (d) => {
  const out: RuleBreach[] = [];
  if (d.startHour && !HHMM.test(d.startHour)) out.push(breach("StartingHour", "hour_format"));
  if (d.endHour && !HHMM.test(d.endHour)) out.push(breach("EndingHour", "hour_format"));
  if (d.type !== "IN") return out;
  const oneDayFlexi = d.workerType === "FLX" && isOneDay(d);
  if (!d.startHour && (d.workerType === "EXT" || oneDayFlexi)) out.push(breach("StartingHour", "start_hour_required"));
  if (!d.endHour && (oneDayFlexi || (d.workerType === "EXT" && !isHorecaDayRate(d)))) {
    out.push(breach("EndingHour", "end_hour_required"));
  }
  return out;
};

/** ParCom: required on an IN, one of Dimona's list (XXX for all others); 322 (interim) needs the user company. */
export const jointCommitteeRule: Rule = (d) => {
  if (d.type !== "IN" && !d.jointCommittee) return [];
  if (!d.jointCommittee) return [breach("ParCom", "joint_committee_required")];
  if (!(DIMONA_JOINT_COMMITTEES as readonly string[]).includes(d.jointCommittee)) {
    return [breach("ParCom", "joint_committee_unknown")];
  }
  if (d.jointCommittee === "322" && !d.userCompanyNumber?.trim()) {
    return [breach("user_company_number", "user_company_required")];
  }
  // The user company by enterprise number (10 digits, mod-97 check), or by name when it has none: a value of
  // digits (dots and spaces allowed) is read as a number and must be a valid one.
  const given = d.userCompanyNumber?.trim() ?? "";
  if (d.jointCommittee === "322" && /^[\d.\s]+$/.test(given) && !isValidEnterpriseNumber(given)) {
    return [breach("user_company_number", "user_company_invalid")];
  }
  return [];
};

/** C3.2A control cards: 12 digits (or 1212 / 1313 for eC3.2 users), construction (joint committee 124) only. */
export const c32aRule: Rule = (d) => {
  const out: RuleBreach[] = [];
  const fields = [
    ["FirstMonthC32ANbr", d.firstMonthC32a, "1212"],
    ["NextMonthC32ANbr", d.nextMonthC32a, "1313"],
  ] as const;
  for (const [field, value, electronic] of fields) {
    if (!value) continue;
    if (d.jointCommittee !== CONSTRUCTION_JOINT_COMMITTEE) out.push(breach(field, "c32a_construction_only"));
    else if (!/^\d{12}$/.test(value) && value !== electronic) out.push(breach(field, "c32a_format"));
  }
  return out;
};

/** Period id: 12 digits, required for UPDATE, OUT and CANCEL (the period they change). */
export const periodIdRule: Rule = (d) => {
  if (d.type === "IN") return [];
  if (!d.periodId) return [breach("period_id", "period_id_required")];
  return /^\d{12}$/.test(d.periodId) ? [] : [breach("period_id", "period_id_format")];
};

/**
 * Deadlines. Too early is refused: a flexi-job at most 31 days before its quarter starts, O17/S17/T17 at
 * most 15 days before the start, a CANCEL at the latest on the declared start. Too late is a warning: an IN
 * is due when work starts, an OUT on the first working day after the end.
 */
export const deadlineRule: Rule = (d) => {
  const start = d.startDate;
  if (!start || !ISO_DAY.test(start) || !ISO_DAY.test(d.today)) return [];
  if (d.type === "CANCEL") return d.today > start ? [breach("contract_start_date", "cancel_after_start")] : [];
  if (d.type === "IN") {
    if (d.workerType === "FLX" && d.today < addDays(quarterStart(start), -31)) {
      return [breach("contract_start_date", "flexi_too_early")];
    }
    if (["O17", "S17", "T17"].includes(d.workerType) && d.today < addDays(start, -15)) {
      return [breach("contract_start_date", "article17_too_early")];
    }
    if (d.today > start) return [breach("contract_start_date", "in_late", "warning")];
  }
  if (d.type === "OUT" && d.endDate && ISO_DAY.test(d.endDate) && d.today > nextWorkingDay(d.endDate)) {
    return [breach("contract_end_date", "out_late", "warning")];
  }
  return [];
};

export const DIMONA_RULES: Rule[] = [
  workerTypeRule,
  plannedHoursRule,
  startDateRule,
  dateRangeRule,
  endDateRequiredRule,
  endDateShapeRule,
  hoursRule,
  jointCommitteeRule,
  c32aRule,
  periodIdRule,
  deadlineRule,
];

/** The worker is named by INSZ; without one, name, birth date and place, nationality and address are needed. */
export function workerIdentificationRule(worker: DimonaWorker): RuleBreach[] {
  if (worker.ssin) return [];
  const missing = [
    worker.birthDate,
    worker.birthPlace,
    worker.nationality,
    worker.countryCode,
    worker.street,
    worker.postalCode,
    worker.city,
  ].some((v) => !v?.trim());
  return missing ? [breach("employee_id", "worker_identification_missing")] : [];
}

/** The employer: at least an enterprise number (the company details). */
export function employerRule(enterpriseNumber: string | null): RuleBreach[] {
  return enterpriseNumber?.replace(/\D/g, "").length === 10
    ? []
    : [breach("enterprise_number", "employer_number_missing")];
}

export function checkDimonaDraft(draft: DimonaDraft): RuleBreach[] {
  return DIMONA_RULES.flatMap((rule) => rule(draft));
}
