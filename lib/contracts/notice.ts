// Belgian notice periods (../shared/domain/be-nl-payroll.md, "Notice period"): a pure function of the start
// of employment, the day notice is given and who gives it. The tables are data below so a change of law is
// one edit. The notice runs from the Monday after the week notice was given, for whole weeks.
//
// Employer: the 2014 table (Law of 26 December 2013, amended 26 March 2018); employment that began before
// 2014 adds the old rules' part up to 2013-12-31 (the "two-part sum"). Employee resigning: the shorter table,
// never more than 13 weeks, and since 28 October 2023 no two-part sum.
import { addDays, weekdayIndex, type IsoDate } from "@/lib/leave/iso-date";

export type NoticeInitiator = "employer" | "employee";
export type EmploymentKind = "worker" | "employee";

/** Weeks by completed months of seniority: [fromMonths, weeks], first match from the end wins. */
const EMPLOYER_UNDER_TWO_YEARS: readonly (readonly [number, number])[] = [
  [0, 1],
  [3, 3],
  [4, 4],
  [5, 5],
  [6, 6],
  [9, 7],
  [12, 8],
  [15, 9],
  [18, 10],
  [21, 11],
];

/** Employer notice from two years on, by completed years. */
function employerWeeksForYears(years: number): number {
  if (years === 2) return 12;
  if (years === 3) return 13;
  if (years === 4) return 15;
  if (years === 5) return 18;
  if (years < 20) return 18 + 3 * (years - 5);
  return 62 + (years - 20);
}

/** Resignation by completed months; rows from two years on are marked UNCONFIRMED in the domain file. */
const EMPLOYEE_TABLE: readonly (readonly [number, number])[] = [
  [0, 1],
  [3, 2],
  [6, 3],
  [12, 4],
  [18, 5],
  [24, 6],
  [48, 7],
  [60, 9],
  [72, 10],
  [84, 12],
  [96, 13],
];

export const RESIGNATION_CAP_WEEKS = 13;
export const OUTPLACEMENT_MIN_WEEKS = 30;
/** The day the 2014 single status began: seniority before it counts under the old rules. */
export const SINGLE_STATUS_START: IsoDate = "2014-01-01";

// The old rules (part 1 of the two-part sum), UNCONFIRMED in the domain file, so kept as data. Employees
// (bedienden, the lower salary bracket): 3 months per started 5 years of service, counted as 13 weeks.
// Workers (arbeiders, the general rule of the former art. 59): 4 weeks under 20 years, 8 from 20 years.
export const OLD_RULES = {
  employeeWeeksPerStartedFiveYears: 13,
  workerWeeksUnderTwentyYears: 4,
  workerWeeksFromTwentyYears: 8,
} as const;

/** Completed whole months between two days (the 31st to the 30th of a shorter month counts as a month). */
export function completedMonths(from: IsoDate, to: IsoDate): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  const lastDayOfToMonth = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  if (td < fd && td < lastDayOfToMonth) months -= 1;
  return Math.max(0, months);
}

function lookup(table: readonly (readonly [number, number])[], months: number): number {
  let weeks = table[0]![1];
  for (const [from, w] of table) if (months >= from) weeks = w;
  return weeks;
}

export function employerWeeks(months: number): number {
  return months < 24 ? lookup(EMPLOYER_UNDER_TWO_YEARS, months) : employerWeeksForYears(Math.floor(months / 12));
}

export function resignationWeeks(months: number): number {
  return Math.min(RESIGNATION_CAP_WEEKS, lookup(EMPLOYEE_TABLE, months));
}

/** Part 1 of the two-part sum: seniority up to 2013-12-31 under the old rules. */
export function oldRulesWeeks(start: IsoDate, kind: EmploymentKind): number {
  const months = completedMonths(start, SINGLE_STATUS_START);
  if (kind === "worker") {
    return months >= 240 ? OLD_RULES.workerWeeksFromTwentyYears : OLD_RULES.workerWeeksUnderTwentyYears;
  }
  // Started periods: a day past a whole number of 5-year periods starts the next one.
  const whole = Math.floor(months / 60);
  const started = whole + (addMonths(start, whole * 60) < SINGLE_STATUS_START ? 1 : 0);
  return Math.max(1, started) * OLD_RULES.employeeWeeksPerStartedFiveYears;
}

function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = total % 12;
  const day = Math.min(d, new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The Monday after the week in which notice is given (a notice given on a Monday starts the next Monday). */
export function noticeStartAfter(notification: IsoDate): IsoDate {
  return addDays(notification, 7 - weekdayIndex(notification));
}

export type NoticeInput = {
  startDate: IsoDate;
  notificationDate: IsoDate;
  initiatedBy: NoticeInitiator;
  employmentType?: EmploymentKind;
};

export type NoticeResult = {
  weeks: number;
  noticeStart: IsoDate;
  noticeEnd: IsoDate;
  /** Completed months of service on the day the notice starts. */
  seniorityMonths: number;
  /** How the weeks were found, for the explanation on screen. */
  rule: "employer_table" | "employer_two_part" | "resignation_table" | "resignation_capped";
  parts: { oldRulesWeeks: number; newRulesWeeks: number } | null;
  outplacementEligible: boolean;
};

export function calculateNotice(input: NoticeInput): NoticeResult {
  const noticeStart = noticeStartAfter(input.notificationDate);
  const seniorityMonths = completedMonths(input.startDate, noticeStart);
  let weeks: number;
  let rule: NoticeResult["rule"];
  let parts: NoticeResult["parts"] = null;
  if (input.initiatedBy === "employee") {
    const uncapped = lookup(EMPLOYEE_TABLE, seniorityMonths);
    weeks = Math.min(RESIGNATION_CAP_WEEKS, uncapped);
    // At the cap the explanation names the cap (the table itself stops at 13 weeks since 2023).
    rule = uncapped >= RESIGNATION_CAP_WEEKS ? "resignation_capped" : "resignation_table";
  } else if (input.startDate < SINGLE_STATUS_START) {
    const oldPart = oldRulesWeeks(input.startDate, input.employmentType ?? "employee");
    const newPart = employerWeeks(completedMonths(SINGLE_STATUS_START, noticeStart));
    parts = { oldRulesWeeks: oldPart, newRulesWeeks: newPart };
    weeks = oldPart + newPart;
    rule = "employer_two_part";
  } else {
    weeks = employerWeeks(seniorityMonths);
    rule = "employer_table";
  }
  return {
    weeks,
    noticeStart,
    noticeEnd: addDays(noticeStart, weeks * 7 - 1),
    seniorityMonths,
    rule,
    parts,
    outplacementEligible: input.initiatedBy === "employer" && weeks >= OUTPLACEMENT_MIN_WEEKS,
  };
}
