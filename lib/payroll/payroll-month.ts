// Small pure helpers about a payroll month (year + month 1-12).

export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

export function firstDayOf(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1));
}

export function lastDayOf(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 0));
}

/** Whether a person employed from `start` to `end` (either open) works for part of the month at least. */
export function monthOverlapsEmployment(year: number, month: number, start: Date | null, end: Date | null): boolean {
  if (start && start > lastDayOf(year, month)) return false;
  if (end && end < firstDayOf(year, month)) return false;
  return true;
}
