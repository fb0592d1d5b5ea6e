// Weekly schedules of a person: set one from a date, read the detail per day of a year or month (the
// scheduled minutes, public holidays and leave taken), and the working hours over a number of weeks.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findDayOffType } from "./day-off-types";
import { groupHolidaySet } from "./group-holidays";
import { addDays, eachDate, parseIsoDate, toIsoDate, weekdayIndex } from "./iso-date";
import { findPersonForLeave } from "./leave-balance";
import type { TScheduleDetailInput, TSetScheduleInput, TWorkingHoursInput } from "./leave.types";
import { loadSchedules, scheduleOn, scheduleRowOn, toScheduleRow } from "./person-schedules";
import { averageWeeklyMinutes, scheduledMinutesOn } from "./weekly-schedule";

export async function setWorkSchedule(ctx: RequestContext, input: TSetScheduleInput) {
  const person = await findPersonForLeave(ctx, input.employee_id);
  // Week 0 of the cycle starts on the Monday of valid_from unless another Monday is given.
  const cycleStart = input.cycle_start ?? addDays(input.valid_from, -weekdayIndex(input.valid_from));
  if (weekdayIndex(cycleStart) !== 0) throw AppError.validation({ cycle_start: "cycle_start must be a Monday" });
  const data = { weeks: input.weeks, cycleStart: parseIsoDate(cycleStart), employmentNature: input.employment_nature };
  const key = { employeeId_validFrom: { employeeId: person.id, validFrom: parseIsoDate(input.valid_from) } };
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.workSchedule.findUnique({ where: key });
    const row = await tx.workSchedule.upsert({
      where: key,
      create: { groupId: ctx.group.id, employeeId: person.id, validFrom: parseIsoDate(input.valid_from), ...data },
      update: data,
    });
    await recordAudit(tx, ctx, {
      action: before ? "update" : "create",
      objectType: "work_schedule",
      objectId: row.id,
      employeeId: person.id,
      before: before
        ? { weeks: before.weeks, cycle_start: toIsoDate(before.cycleStart), employment_nature: before.employmentNature }
        : null,
      after: {
        valid_from: input.valid_from,
        weeks: input.weeks,
        cycle_start: cycleStart,
        employment_nature: input.employment_nature,
      },
    });
    return row;
  });
  return { data: scheduleJson(toScheduleRow(saved)) };
}

function scheduleJson(row: ReturnType<typeof toScheduleRow>) {
  return {
    valid_from: row.validFrom,
    cycle_start: row.schedule.cycleStart,
    weeks: row.schedule.weeks,
    employment_nature: row.employmentNature,
    hours_per_week: Math.round((averageWeeklyMinutes(row.schedule) / 60) * 100) / 100,
  };
}

export async function weeklyScheduleDetail(ctx: RequestContext, input: TScheduleDetailInput) {
  const person = await findPersonForLeave(ctx, input.id);
  const from = input.month ? `${input.year}-${String(input.month).padStart(2, "0")}-01` : `${input.year}-01-01`;
  const to = input.month ? toIsoDate(new Date(Date.UTC(input.year, input.month, 0))) : `${input.year}-12-31`;
  const schedules = (await loadSchedules([person.id])).get(person.id);
  const holidays = await groupHolidaySet(ctx.group.id, ctx.group.country, from, to);
  const leave = await db.leaveRequest.findMany({
    where: {
      employeeId: person.id,
      status: { in: ["approved", "pending", "deletion_requested"] },
      startDate: { lte: parseIsoDate(to) },
      endDate: { gte: parseIsoDate(from) },
    },
    select: { id: true, startDate: true, endDate: true, status: true, dayOffTypeId: true },
  });
  const days = [];
  let total = 0;
  for (const date of eachDate(from, to)) {
    const holiday = holidays.has(date);
    const scheduled = scheduledMinutesOn(scheduleOn(schedules, date), date);
    const onLeave = leave.find((l) => toIsoDate(l.startDate) <= date && toIsoDate(l.endDate) >= date);
    const minutes = holiday ? 0 : scheduled;
    total += minutes;
    days.push({
      date,
      scheduled_minutes: scheduled,
      working_minutes: minutes,
      public_holiday: holiday,
      leave_request_id: onLeave?.id ?? null,
      leave_status: onLeave?.status ?? null,
    });
  }
  return {
    data: {
      employee_id: person.id,
      year: input.year,
      month: input.month ?? null,
      schedules: (schedules ?? []).map(scheduleJson),
      current: scheduleJson(
        scheduleRowOn(schedules, to) ?? {
          validFrom: from,
          schedule: scheduleOn(undefined, from),
          employmentNature: "employee",
        },
      ),
      total_working_minutes: total,
      days,
    },
  };
}

/**
 * GET /api/util/workingHours/calculate: the hours a person is scheduled over `weeks` weeks from a Monday
 * (this week's by default), minus public holidays; `working_type_ids` (day-off type ids) also subtract the
 * approved leave of those types in the period.
 */
export async function calculateWorkingHours(ctx: RequestContext, input: TWorkingHoursInput) {
  const person = await findPersonForLeave(ctx, input.employee_id);
  const today = input.start_date ?? toIsoDate(new Date());
  const from = addDays(today, -weekdayIndex(today));
  const to = addDays(from, input.weeks * 7 - 1);
  const typeIds = [input.working_type_ids ?? []]
    .flat()
    .flatMap((v) => v.split(","))
    .filter(Boolean)
    .map((v) => {
      if (!/^\d{1,10}$/.test(v))
        throw AppError.validation({ working_type_ids: "working_type_ids must be day-off type ids" });
      return Number(v);
    });
  for (const id of typeIds) await findDayOffType(ctx, id);
  const schedules = (await loadSchedules([person.id])).get(person.id);
  const holidays = await groupHolidaySet(ctx.group.id, ctx.group.country, from, to);
  const leave = typeIds.length
    ? await db.leaveRequest.findMany({
        where: {
          employeeId: person.id,
          status: "approved",
          dayOffTypeId: { in: typeIds },
          startDate: { lte: parseIsoDate(to) },
          endDate: { gte: parseIsoDate(from) },
        },
      })
    : [];
  let scheduled = 0;
  let holidayMinutes = 0;
  let leaveMinutes = 0;
  for (const date of eachDate(from, to)) {
    const minutes = scheduledMinutesOn(scheduleOn(schedules, date), date);
    scheduled += minutes;
    if (holidays.has(date)) {
      holidayMinutes += minutes;
      continue;
    }
    const l = leave.find((r) => toIsoDate(r.startDate) <= date && toIsoDate(r.endDate) >= date);
    if (!l) continue;
    if (l.minutes) leaveMinutes += l.minutes;
    else if (
      (date === toIsoDate(l.startDate) && l.startPart === "second_half") ||
      (date === toIsoDate(l.endDate) && l.endPart === "first_half")
    )
      leaveMinutes += Math.round(minutes / 2);
    else leaveMinutes += minutes;
  }
  const hours = (m: number) => Math.round((m / 60) * 100) / 100;
  return {
    data: {
      employee_id: person.id,
      from,
      to,
      weeks: input.weeks,
      scheduled_hours: hours(scheduled),
      holiday_hours: hours(holidayMinutes),
      leave_hours: hours(leaveMinutes),
      working_hours: hours(scheduled - holidayMinutes - leaveMinutes),
    },
  };
}
