// Leave requests the caller may see: their own, and those of the people in their scope when they hold
// the calendar right. The inbox lists the ones the caller can act on now.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { LEAVE_REQUEST_INCLUDE, leaveRequestJson } from "./leave-request-json";
import type { TListLeaveInput } from "./leave.types";

export function visibleRequestsWhere(ctx: RequestContext): Prisma.LeaveRequestWhereInput {
  const own = ctx.membership.employeeId;
  const scoped: Prisma.LeaveRequestWhereInput = can(ctx.subject, "leave.read_others")
    ? { employee: visiblePeopleWhere(ctx) }
    : { id: -1 };
  return { groupId: ctx.group.id, OR: [scoped, ...(own ? [{ employeeId: own }] : [])] };
}

export async function listLeaveRequests(ctx: RequestContext, input: TListLeaveInput) {
  const where: Prisma.LeaveRequestWhereInput = {
    AND: [
      visibleRequestsWhere(ctx),
      input.status ? { status: input.status } : {},
      input.employee_id ? { employeeId: input.employee_id } : {},
    ],
  };
  const [rows, total] = await Promise.all([
    db.leaveRequest.findMany({
      where,
      include: LEAVE_REQUEST_INCLUDE,
      orderBy: [{ startDate: "desc" }, { id: "desc" }],
      ...skipTake(input),
    }),
    db.leaveRequest.count({ where }),
  ]);
  return listResponse(rows.map(leaveRequestJson), total, input);
}

/** Requests waiting for this caller: pending or deletion-requested, of people they may decide on, not their
 *  own, and, when approvals are split between managers, not yet answered by them. */
export function actionableWhere(ctx: RequestContext): Prisma.LeaveRequestWhereInput {
  if (!can(ctx.subject, "leave.approve")) return { id: -1 };
  const own = ctx.membership.employeeId;
  return {
    groupId: ctx.group.id,
    status: { in: ["pending", "deletion_requested"] },
    employee: visiblePeopleWhere(ctx),
    ...(own ? { NOT: { employeeId: own } } : {}),
    OR: [
      { approvals: { none: {} } },
      { approvals: { some: { membershipId: ctx.membership.id, decision: null } } },
      ...(can(ctx.subject, "leave.decide_for_all") ? [{ approvals: { some: {} } }] : []),
    ],
  };
}

export async function inboxPendingCount(ctx: RequestContext) {
  return { total: await db.leaveRequest.count({ where: actionableWhere(ctx) }) };
}

export async function listInboxLeave(
  ctx: RequestContext,
  input: { page: number; per_page: number; employee_id?: number },
) {
  const where: Prisma.LeaveRequestWhereInput = input.employee_id
    ? { AND: [actionableWhere(ctx), { employeeId: input.employee_id }] }
    : actionableWhere(ctx);
  const [rows, total] = await Promise.all([
    db.leaveRequest.findMany({
      where,
      include: LEAVE_REQUEST_INCLUDE,
      // A page of a long queue: with JSON joins Postgres builds every pending row's relations before the
      // sort and LIMIT (184 ms for 4,000 rows in bench/inbox.ts); "query" reads the page, then its relations.
      relationLoadStrategy: "query",
      orderBy: [{ createdAt: "asc" }],
      ...skipTake(input),
    }),
    db.leaveRequest.count({ where }),
  ]);
  return listResponse(rows.map(leaveRequestJson), total, input);
}
