// Statutory annual leave. Belgium: based on the previous calendar year (../shared/domain/be-nl-payroll.md);
// the Netherlands: four times the agreed weekly hours per year (art. 7:634 BW).

/** Workers (arbeiders), five-day week: days worked or assimilated in the previous year → leave days. */
const WORKER_TABLE: Array<[minDays: number, leaveDays: number]> = [
  [231, 20],
  [221, 19],
  [212, 18],
  [202, 17],
  [192, 16],
  [182, 15],
  [163, 14],
  [154, 13],
  [144, 12],
  [135, 11],
  [125, 10],
  [106, 9],
  [97, 8],
  [87, 7],
  [77, 6],
  [64, 5],
  [48, 4],
  [39, 3],
  [20, 2],
  [10, 1],
];

export function belgianWorkerEntitlement(daysWorkedPreviousYear: number): number {
  for (const [minDays, leave] of WORKER_TABLE) if (daysWorkedPreviousYear >= minDays) return leave;
  return 0;
}

/**
 * Employees (bedienden): 2 days per month worked in the previous year on a six-day basis (24 for a full
 * year), which is 20 on a five-day week; the conversion rounds up to a whole day, as the official tables
 * do (1 month → 2, 3 → 5, 6 → 10, 9 → 15, 12 → 20).
 */
export function belgianEmployeeEntitlement(monthsWorkedPreviousYear: number, sixDayWeek = false): number {
  const months = Math.max(0, Math.min(12, Math.floor(monthsWorkedPreviousYear)));
  const sixDayDays = 2 * months;
  return sixDayWeek ? sixDayDays : Math.ceil((sixDayDays * 5) / 6);
}

/**
 * A part-time regime takes the full-time five-day entitlement in proportion to its working days per week,
 * rounded up to a half day (a 4/5 regime: 20 → 16 days).
 */
export function belgianPartTimeEntitlement(fullTimeFiveDayDays: number, workingDaysPerWeek: number): number {
  return Math.ceil(((fullTimeFiveDayDays * workingDaysPerWeek) / 5) * 2) / 2;
}

/** Dutch statutory leave in hours: 4 × weekly hours, pro rata for the part of the year employed. */
export function dutchStatutoryEntitlementHours(weeklyHours: number, fractionOfYearEmployed = 1): number {
  const fraction = Math.max(0, Math.min(1, fractionOfYearEmployed));
  return Math.round(4 * weeklyHours * fraction * 100) / 100;
}

/** Dutch statutory days lapse six months after the year they were earned in; extra-statutory after five years. */
export function dutchExpiryDate(year: number, statutory: boolean): string {
  return statutory ? `${year + 1}-07-01` : `${year + 6}-01-01`;
}
