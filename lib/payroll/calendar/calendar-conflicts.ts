// Calendar conflicts: list (the caller's people only; another group's id is 404), and a person's decision
// under the version they saw (of two people deciding at once, one wins and the other gets 409), audited
// with the real actor in the same transaction.
// - ours: our calendar is right. What the provider is recorded to hold for that person and month is
//   forgotten, so the next push of the month sends the person's whole month again and overwrites the day.
// - theirs: the provider's calendar is right. Our leave on the day becomes what the provider has
//   (apply-their-day.ts), in the same transaction; the pair does not open again.
// - ignore: both stay as they are; the same pair does not open again.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { can } from "@/lib/access/permissions";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { firstDayOf, lastDayOf } from "../payroll-month";
import type {
  TCalendarConflictListInput,
  TIgnoreCalendarConflictInput,
  TResolveCalendarConflictInput,
} from "./calendar-conflicts.types";
import { applyTheirDay } from "./apply-their-day";
import type { CalendarSide } from "./compare-calendars";

const MOVED_ON = "Someone else decided this conflict first, or a check changed it; reload it";

const INCLUDE = {
  employee: { select: { id: true, ...NAME_PARTS_SELECT } },
  integration: { select: { id: true, alias: true, provider: true, source: true } },
} as const;
type Row = Prisma.CalendarConflictGetPayload<{ include: typeof INCLUDE }>;

function visibleWhere(ctx: RequestContext): Prisma.CalendarConflictWhereInput {
  return { groupId: ctx.group.id, employee: visiblePeopleWhere(ctx) };
}

export function calendarConflictJson(c: Row) {
  return {
    id: c.id,
    conflict_id: c.id,
    integration_id: c.integrationId,
    integration_alias: c.integration.alias,
    provider: c.integration.provider,
    employee_id: c.employeeId,
    employee_name: displayName(c.employee),
    external_id: c.externalId,
    day: c.day.toISOString().slice(0, 10),
    our_value: c.ourValue as CalendarSide,
    their_value: c.theirValue as CalendarSide,
    status: c.status,
    resolution_method: c.resolutionMethod,
    resolved_by_user_id: c.resolvedByUserId,
    resolved_at: c.resolvedAt?.toISOString() ?? null,
    version: c.version,
    created_at: c.createdAt.toISOString(),
  };
}
export type CalendarConflictJson = ReturnType<typeof calendarConflictJson>;

export async function listCalendarConflicts(ctx: RequestContext, input: TCalendarConflictListInput) {
  const month =
    input.year && input.month
      ? { day: { gte: firstDayOf(input.year, input.month), lte: lastDayOf(input.year, input.month) } }
      : {};
  const where: Prisma.CalendarConflictWhereInput = {
    AND: [
      visibleWhere(ctx),
      { status: input.status, employeeId: input.employee_id, integrationId: input.integration_id, ...month },
    ],
  };
  const [rows, total] = await Promise.all([
    db.calendarConflict.findMany({
      where,
      include: INCLUDE,
      orderBy: [{ day: "asc" }, { id: "asc" }],
      ...skipTake(input),
    }),
    db.calendarConflict.count({ where }),
  ]);
  return listResponse(rows.map(calendarConflictJson), total, input);
}

async function findConflict(ctx: RequestContext, id: number): Promise<Row> {
  const row = await db.calendarConflict.findFirst({ where: { AND: [visibleWhere(ctx), { id }] }, include: INCLUDE });
  if (!row) throw AppError.notFound("Calendar conflict");
  return row;
}

export async function getCalendarConflict(ctx: RequestContext, input: { id: number }) {
  return { calendar_conflict: calendarConflictJson(await findConflict(ctx, input.id)) };
}

/** Open conflicts waiting for the caller (only those who may decide them; read-only users have none). */
export async function openCalendarConflictCount(ctx: RequestContext): Promise<number> {
  if (!can(ctx.subject, "data_conflicts.manage")) return 0;
  return db.calendarConflict.count({ where: { AND: [visibleWhere(ctx), { status: "open" }] } });
}

async function claim(
  tx: Prisma.TransactionClient,
  c: Row,
  seen: number | undefined,
  data: Prisma.CalendarConflictUpdateManyMutationInput,
) {
  if (c.status !== "open") throw new AppError("conflict", `This conflict is already ${c.status}`);
  if (seen !== undefined && seen !== c.version) throw new AppError("conflict", MOVED_ON);
  const claimed = await tx.calendarConflict.updateMany({
    where: { id: c.id, status: "open", version: c.version },
    data: { ...data, version: { increment: 1 } },
  });
  if (claimed.count === 0) throw new AppError("conflict", MOVED_ON);
}

export async function resolveCalendarConflict(ctx: RequestContext, input: TResolveCalendarConflictInput) {
  const c = await findConflict(ctx, input.id);
  const method = input.resolution_method;
  const year = c.day.getUTCFullYear();
  const month = c.day.getUTCMonth() + 1;
  await db.$transaction(async (tx) => {
    await claim(tx, c, input.version, {
      status: "resolved",
      resolutionMethod: method,
      resolvedByUserId: ctx.user.id,
      resolvedAt: new Date(),
    });
    // Ours: the next push of the month sends this person's month again (it differs from nothing held).
    const resent =
      method === "ours"
        ? (
            await tx.payrollMonthSent.deleteMany({
              where: { integrationId: c.integrationId, year, month, employeeId: c.employeeId },
            })
          ).count > 0
        : false;
    // Theirs: our calendar takes the provider's day (refused, with nothing changed, when it cannot).
    const leave = method === "theirs" ? await applyTheirDay(tx, ctx, c) : undefined;
    await recordAudit(tx, ctx, {
      action: "integration_conflict_resolve",
      objectType: "calendar_conflict",
      objectId: c.id,
      employeeId: c.employeeId,
      before: { status: "open" },
      after: { status: "resolved", resolution_method: method, day: calendarConflictJson(c).day, resend: resent, leave },
    });
  });
  return getCalendarConflict(ctx, { id: c.id });
}

export async function ignoreCalendarConflict(ctx: RequestContext, input: TIgnoreCalendarConflictInput) {
  const c = await findConflict(ctx, input.id);
  await db.$transaction(async (tx) => {
    await claim(tx, c, input.version, { status: "ignored", resolvedByUserId: ctx.user.id, resolvedAt: new Date() });
    await recordAudit(tx, ctx, {
      action: "integration_conflict_ignore",
      objectType: "calendar_conflict",
      objectId: c.id,
      employeeId: c.employeeId,
      before: { status: "open" },
      after: { status: "ignored", day: calendarConflictJson(c).day },
    });
  });
  return getCalendarConflict(ctx, { id: c.id });
}
