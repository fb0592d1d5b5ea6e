// "Theirs" on a calendar conflict: the provider's calendar is right, so our leave on that day becomes what the
// provider has (their-day.ts says how), inside the decision's transaction: every request changed, split or
// withdrawn and every request added is audited with the real actor and the conflict's id; balances follow
// (a withdrawn day goes back to the balance, a new one is taken without the overdraft check: payroll already
// holds it). A locked month needs the leave.lock right, as any change there. Nothing changes when the
// provider's day cannot be written (a code no day-off type has, hours that are not a full or half day).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Prisma } from "@/lib/db/generated/client";
import { countRequest } from "@/lib/leave/count-request";
import { reverseLedger } from "@/lib/leave/decide-leave-request";
import { groupHolidaySet } from "@/lib/leave/group-holidays";
import { parseIsoDate, toIsoDate, type IsoDate } from "@/lib/leave/iso-date";
import { callerLocale, leaveMessage } from "@/lib/leave/leave-message";
import { assertMayChangeMonths } from "@/lib/leave/locked-months";
import { loadSchedules, scheduleOn } from "@/lib/leave/person-schedules";
import { scheduledMinutesOn } from "@/lib/leave/weekly-schedule";
import type { CalendarSide } from "./compare-calendars";
import { cutDay, theirDayRequests, type LeaveSpan, type TheirDayProblem } from "./their-day";

type Tx = Prisma.TransactionClient;
type Conflict = { id: number; employeeId: number; day: Date; theirValue: unknown; integration: { source: string } };

const ACTIVE = ["pending", "approved", "deletion_requested"] as const;
const norm = (code: string) => code.trim().toUpperCase();

function refuse(ctx: RequestContext, p: TheirDayProblem): never {
  const locale = callerLocale(ctx);
  const text =
    p.problem === "unknownCode"
      ? leaveMessage(locale, "theirCodeUnknown", { code: p.code })
      : p.problem === "notWorkingDay"
        ? leaveMessage(locale, "theirNotWorkingDay")
        : p.problem === "tooManyHours"
          ? leaveMessage(locale, "theirTooManyHours", { hours: p.hours })
          : leaveMessage(locale, "theirNotInDays", { code: p.code, hours: p.hours });
  throw AppError.validation({ resolution_method: text }, text);
}

/** Changes our leave on the conflict's day to the provider's side; answers what it did (for the audit). */
export async function applyTheirDay(tx: Tx, ctx: RequestContext, c: Conflict) {
  const day = toIsoDate(c.day);
  const source = c.integration.source;
  const types = await tx.dayOffType.findMany({
    where: { groupId: ctx.group.id },
    select: { id: true, unit: true, tracksBalance: true, payrollCodes: true, archivedAt: true },
  });
  const codeOf = (t: (typeof types)[number]) => {
    const code = ((t.payrollCodes ?? {}) as Record<string, string>)[source];
    return typeof code === "string" && code.trim() ? norm(code) : null;
  };
  const [schedules, holidays] = await Promise.all([
    loadSchedules([c.employeeId]),
    groupHolidaySet(ctx.group.id, ctx.group.country, day, day),
  ]);
  const rows = schedules.get(c.employeeId);
  const scheduleFor = (date: IsoDate) => scheduleOn(rows, date);
  const scheduled = holidays.has(day) ? 0 : scheduledMinutesOn(scheduleFor(day), day);
  // An active type first, so an archived type with the same code does not take new leave.
  const byCode = (code: string) =>
    [...types].sort((a, b) => Number(!!a.archivedAt) - Number(!!b.archivedAt)).find((t) => codeOf(t) === norm(code));
  const wanted = theirDayRequests(day, c.theirValue as CalendarSide, scheduled, byCode);
  if (!Array.isArray(wanted)) refuse(ctx, wanted);
  await assertMayChangeMonths(tx, ctx, day, day);

  // Our side of the day: the requests of a type the provider gets a code for (what the push sends).
  const sent = new Set(types.filter((t) => codeOf(t)).map((t) => t.id));
  const covering = await tx.leaveRequest.findMany({
    where: {
      groupId: ctx.group.id,
      employeeId: c.employeeId,
      status: { in: [...ACTIVE] },
      dayOffTypeId: { in: [...sent] },
      startDate: { lte: c.day },
      endDate: { gte: c.day },
    },
  });
  const typeById = new Map(types.map((t) => [t.id, t]));
  const changed: { request_id: number; action: string; from?: string; to?: string }[] = [];

  for (const r of covering) {
    const type = typeById.get(r.dayOffTypeId)!;
    const span: LeaveSpan = {
      from: toIsoDate(r.startDate),
      to: toIsoDate(r.endDate),
      startPart: r.startPart === "second_half" ? "second_half" : "full",
      endPart: r.endPart === "first_half" ? "first_half" : "full",
      minutes: r.minutes,
    };
    const allHolidays = await groupHolidaySet(ctx.group.id, ctx.group.country, span.from, span.to);
    const pieces = cutDay(span, day)
      .map((p) => ({ span: p, amount: countWith(p, type.unit, scheduleFor, allHolidays) }))
      .filter((p) => p.amount > 0);
    // A request waiting for its deletion to be confirmed still holds its days in the balance (the leave
    // module gives them back only when the deletion is approved): reverse and re-book it like an approved one.
    const booked = (r.status === "approved" || r.status === "deletion_requested") && type.tracksBalance;
    if (booked) await reverseLedger(tx, ctx, r);
    const [first, ...rest] = pieces;
    if (!first) {
      await tx.leaveRequest.update({ where: { id: r.id }, data: { status: "cancelled" } });
      changed.push({ request_id: r.id, action: "withdrawn" });
    } else {
      await tx.leaveRequest.update({ where: { id: r.id }, data: spanData(first.span, first.amount) });
      if (booked) await book(tx, ctx, r.employeeId, type.id, r.id, first.span.from, first.amount);
      changed.push({ request_id: r.id, action: "shortened", from: first.span.from, to: first.span.to });
    }
    for (const piece of rest) {
      const made = await tx.leaveRequest.create({
        data: {
          groupId: ctx.group.id,
          employeeId: r.employeeId,
          dayOffTypeId: r.dayOffTypeId,
          status: r.status,
          note: r.note,
          providerCode: r.providerCode,
          requestedByUserId: r.requestedByUserId,
          decidedByUserId: r.decidedByUserId,
          decidedAt: r.decidedAt,
          ...spanData(piece.span, piece.amount),
        },
      });
      if (booked) await book(tx, ctx, r.employeeId, type.id, made.id, piece.span.from, piece.amount);
      await recordAudit(tx, ctx, {
        action: "create",
        objectType: "leave_request",
        objectId: made.id,
        employeeId: r.employeeId,
        after: { start_date: piece.span.from, end_date: piece.span.to, split_from: r.id, calendar_conflict_id: c.id },
      });
      changed.push({ request_id: made.id, action: "split_off", from: piece.span.from, to: piece.span.to });
    }
    await recordAudit(tx, ctx, {
      action: first ? "update" : "delete",
      objectType: "leave_request",
      objectId: r.id,
      employeeId: r.employeeId,
      before: { start_date: span.from, end_date: span.to, status: r.status },
      after: {
        status: first ? r.status : "cancelled",
        start_date: first?.span.from,
        end_date: first?.span.to,
        calendar_conflict_id: c.id,
      },
    });
  }

  for (const w of wanted) {
    const type = typeById.get(w.typeId)!;
    const made = await tx.leaveRequest.create({
      data: {
        groupId: ctx.group.id,
        employeeId: c.employeeId,
        dayOffTypeId: w.typeId,
        status: "approved",
        requestedByUserId: ctx.user.id,
        decidedByUserId: ctx.user.id,
        decidedAt: new Date(),
        // Said "payroll provider (CODE)" in each reader's language (leave.fromPayrollProvider), not stored as text.
        providerCode: w.line.code,
        ...spanData(w.span, w.amount),
      },
    });
    if (type.tracksBalance) await book(tx, ctx, c.employeeId, type.id, made.id, day, w.amount);
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "leave_request",
      objectId: made.id,
      employeeId: c.employeeId,
      after: { day, day_off_type_id: w.typeId, code: w.line.code, hours: w.line.hours, calendar_conflict_id: c.id },
    });
    changed.push({ request_id: made.id, action: "added", from: day, to: day });
  }
  return changed;
}

function countWith(
  span: LeaveSpan,
  unit: string,
  scheduleFor: (date: IsoDate) => ReturnType<typeof scheduleOn>,
  holidays: Set<IsoDate>,
) {
  const counted = countRequest({ ...span, minutes: span.minutes ?? undefined }, scheduleFor, holidays);
  return unit === "hours" ? Math.round((counted.minutes / 60) * 100) / 100 : counted.days;
}

function spanData(span: LeaveSpan, amount: number) {
  return {
    startDate: parseIsoDate(span.from),
    endDate: parseIsoDate(span.to),
    startPart: span.startPart,
    endPart: span.endPart,
    minutes: span.minutes,
    amount,
  };
}

async function book(
  tx: Tx,
  ctx: RequestContext,
  employeeId: number,
  dayOffTypeId: number,
  requestId: number,
  date: IsoDate,
  amount: number,
) {
  await tx.leaveLedgerEntry.create({
    data: {
      groupId: ctx.group.id,
      employeeId,
      dayOffTypeId,
      date: parseIsoDate(date),
      kind: "request",
      amount: -amount,
      requestId,
      createdByUserId: ctx.user.id,
    },
  });
}
