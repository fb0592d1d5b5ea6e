// The weekly schedules of people over time. A person without a schedule works the standard full-time
// week (5 × 7 h 36 = 38 h, the Belgian norm). The schedule in force on a day is the latest one whose
// validFrom is on or before it.
import { db } from "@/lib/db/client";
import { toIsoDate, type IsoDate } from "./iso-date";
import { FULL_TIME_WEEK, type WeeklySchedule } from "./weekly-schedule";

export type ScheduleRow = { validFrom: IsoDate; schedule: WeeklySchedule; employmentNature: "worker" | "employee" };

type DbRow = {
  employeeId: number;
  validFrom: Date;
  weeks: unknown;
  cycleStart: Date;
  employmentNature: "worker" | "employee";
};

export function toScheduleRow(row: Omit<DbRow, "employeeId">): ScheduleRow {
  return {
    validFrom: toIsoDate(row.validFrom),
    schedule: { weeks: row.weeks as number[][], cycleStart: toIsoDate(row.cycleStart) },
    employmentNature: row.employmentNature,
  };
}

export async function loadSchedules(employeeIds: number[]): Promise<Map<number, ScheduleRow[]>> {
  const rows = await db.workSchedule.findMany({
    where: { employeeId: { in: employeeIds } },
    orderBy: { validFrom: "asc" },
    select: { employeeId: true, validFrom: true, weeks: true, cycleStart: true, employmentNature: true },
  });
  const map = new Map<number, ScheduleRow[]>();
  for (const row of rows) {
    const list = map.get(row.employeeId) ?? [];
    list.push(toScheduleRow(row));
    map.set(row.employeeId, list);
  }
  return map;
}

export function scheduleRowOn(rows: ScheduleRow[] | undefined, date: IsoDate): ScheduleRow | null {
  let found: ScheduleRow | null = null;
  for (const row of rows ?? []) if (row.validFrom <= date) found = row;
  // Before the first schedule, the first one applies: it describes how the person was hired.
  return found ?? rows?.[0] ?? null;
}

export function scheduleOn(rows: ScheduleRow[] | undefined, date: IsoDate): WeeklySchedule {
  return scheduleRowOn(rows, date)?.schedule ?? FULL_TIME_WEEK;
}
