// An employee asks for time off (or a manager enters it for someone in their scope). The request takes
// only the person's scheduled working days, never public holidays; a type without approval is approved at
// once. Approved requests of a type with a balance are written to the ledger.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { countRequest, LeaveCountError } from "./count-request";
import { findDayOffType, typeIsOn } from "./day-off-types";
import { groupHolidaySet } from "./group-holidays";
import { parseIsoDate } from "./iso-date";
import { managerMembershipIds } from "@/lib/managers/person-managers";
import { emitLeaveEvent } from "./leave-events";
import { LEAVE_REQUEST_INCLUDE, leaveRequestJson } from "./leave-request-json";
import type { TRequestLeaveInput } from "./leave.types";
import { assertMayChangeMonths } from "./locked-months";
import { assertBalanceCovers, checkBalance } from "./assert-balance-covers";
import { callerLocale, leaveMessage } from "./leave-message";
import { loadSchedules, scheduleOn } from "./person-schedules";

export async function requestLeave(ctx: RequestContext, input: TRequestLeaveInput) {
  const locale = callerLocale(ctx);
  const employeeId = input.employee_id ?? ctx.membership.employeeId;
  if (!employeeId)
    throw AppError.validation(
      { employee_id: leaveMessage(locale, "noEmployeeRecord") },
      leaveMessage(locale, "invalidFields"),
    );
  const forSelf = employeeId === ctx.membership.employeeId;
  if (!forSelf && !can(ctx.subject, "leave.manage") && !can(ctx.subject, "leave.approve")) throw AppError.forbidden();
  const employee = await findVisibleEmployee(ctx, employeeId, {
    id: true,
    teamId: true,
    reportsToId: true,
    startDate: true,
    endDate: true,
  });
  const type = await findDayOffType(ctx, input.day_off_type_id);
  if (!typeIsOn(ctx, type))
    throw AppError.validation(
      { day_off_type_id: leaveMessage(locale, "typeNotAvailable") },
      leaveMessage(locale, "invalidFields"),
    );
  if (forSelf && !type.selfRequest && !can(ctx.subject, "leave.manage")) {
    throw AppError.validation(
      { day_off_type_id: leaveMessage(locale, "askManager") },
      leaveMessage(locale, "invalidFields"),
    );
  }
  if (input.minutes !== undefined && type.unit !== "hours")
    throw AppError.validation({ minutes: leaveMessage(locale, "takenInDays") }, leaveMessage(locale, "invalidFields"));

  const counted = await countFor(ctx, employee.id, input);
  if (counted.days === 0)
    throw AppError.validation(
      { start_date: leaveMessage(locale, "noWorkingDays") },
      leaveMessage(locale, "invalidFields"),
    );
  const amount = type.unit === "hours" ? Math.round((counted.minutes / 60) * 100) / 100 : counted.days;

  const overlap = await db.leaveRequest.findFirst({
    where: {
      employeeId: employee.id,
      status: { in: ["pending", "approved", "deletion_requested"] },
      startDate: { lte: parseIsoDate(input.end_date) },
      endDate: { gte: parseIsoDate(input.start_date) },
    },
    select: { id: true, startPart: true, endPart: true, startDate: true, endDate: true, minutes: true },
  });
  if (overlap && !halfDaysFit(overlap, input))
    throw AppError.validation({ start_date: leaveMessage(locale, "overlaps") }, leaveMessage(locale, "invalidFields"));

  // The balance is read on the first day; a dry run answers it (the dialog's warning) and stores nothing.
  const balance = await checkBalance(ctx, { employeeId: employee.id, type, startDate: input.start_date, amount });
  if (input.dry_run) return { data: null, balance, counted_days: counted.perDay };
  assertBalanceCovers(ctx, balance, type.unit);

  const approvers = type.needsApproval ? await managerMembershipIds(ctx.group.id, employee) : [];
  const multiple = ctx.subject.flags.enable_multiple_managers && approvers.length > 1;
  const created = await db.$transaction(async (tx) => {
    const lockedMonths = await assertMayChangeMonths(tx, ctx, input.start_date, input.end_date);
    const approved = !type.needsApproval;
    const request = await tx.leaveRequest.create({
      data: {
        groupId: ctx.group.id,
        employeeId: employee.id,
        dayOffTypeId: type.id,
        startDate: parseIsoDate(input.start_date),
        endDate: parseIsoDate(input.end_date),
        startPart: input.start_part,
        endPart: input.end_part,
        minutes: input.minutes ?? null,
        amount,
        status: approved ? "approved" : "pending",
        note: input.note ?? null,
        requestedByUserId: ctx.user.id,
        decidedAt: approved ? new Date() : null,
        approvals: multiple ? { create: approvers.map((membershipId) => ({ membershipId })) } : undefined,
      },
      include: LEAVE_REQUEST_INCLUDE,
    });
    if (approved && type.tracksBalance) {
      await tx.leaveLedgerEntry.create({
        data: {
          groupId: ctx.group.id,
          employeeId: employee.id,
          dayOffTypeId: type.id,
          date: request.startDate,
          kind: "request",
          amount: -amount,
          requestId: request.id,
          createdByUserId: ctx.user.id,
        },
      });
    }
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "leave_request",
      objectId: request.id,
      employeeId: employee.id,
      after: { ...leaveRequestJson(request), locked_months: lockedMonths.length ? lockedMonths : undefined },
    });
    return request;
  });
  await emitLeaveEvent(ctx, {
    type: created.status === "pending" ? "time_off_requested" : "time_off_registered",
    request: created,
    recipients: created.status === "pending" ? approvers : [],
  });
  return { data: leaveRequestJson(created), counted_days: counted.perDay };
}

export async function countFor(
  ctx: RequestContext,
  employeeId: number,
  input: Pick<TRequestLeaveInput, "start_date" | "end_date" | "start_part" | "end_part" | "minutes">,
) {
  const schedules = (await loadSchedules([employeeId])).get(employeeId);
  const holidays = await groupHolidaySet(ctx.group.id, ctx.group.country, input.start_date, input.end_date);
  try {
    return countRequest(
      {
        from: input.start_date,
        to: input.end_date,
        startPart: input.start_part,
        endPart: input.end_part,
        minutes: input.minutes,
      },
      (date) => scheduleOn(schedules, date),
      holidays,
    );
  } catch (error) {
    if (error instanceof LeaveCountError) {
      const locale = callerLocale(ctx);
      throw AppError.validation(
        { [error.field]: leaveMessage(locale, error.key, error.values) },
        leaveMessage(locale, "invalidFields"),
      );
    }
    throw error;
  }
}

// Two half-day requests on the same single day (morning and afternoon) do not overlap.
function halfDaysFit(
  other: { startDate: Date; endDate: Date; startPart: string; endPart: string; minutes: number | null },
  input: Pick<TRequestLeaveInput, "start_date" | "end_date" | "start_part" | "end_part">,
): boolean {
  const sameSingleDay = other.startDate.getTime() === other.endDate.getTime() && input.start_date === input.end_date;
  if (!sameSingleDay) return false;
  const otherMorning = other.endPart === "first_half" && other.startPart === "full";
  const otherAfternoon = other.startPart === "second_half" && other.endPart === "full";
  const mineMorning = input.end_part === "first_half" && input.start_part === "full";
  const mineAfternoon = input.start_part === "second_half" && input.end_part === "full";
  return (otherMorning && mineAfternoon) || (otherAfternoon && mineMorning);
}
