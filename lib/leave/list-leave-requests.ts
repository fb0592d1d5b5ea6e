// Leave requests the caller may see: their own, and those of the people in their scope when they hold
// the calendar right. The inbox lists the ones the caller can act on now.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { countActionableLeave, pageActionableLeaveIds } from "./actionable-leave-sql";
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
 *  own, and, when approvals are split between managers, not yet answered by them. The rules' reference in
 *  Prisma's terms: /inbox and the count read the same rows through set-based SQL (actionable-leave-sql.ts),
 *  and tests/integration/inbox-leave-sql.integration.test.ts holds the two equal. */
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
  return { total: await countActionableLeave(ctx) };
}

/**
 * A page of the leave waiting for the caller. `total`: the count when the caller already has it (the
 * /inbox page counts every kind once for the badge and the filter), so the page does not count again.
 */
export async function listInboxLeave(
  ctx: RequestContext,
  input: { page: number; per_page: number; employee_id?: number; total?: number },
) {
  const { skip, take } = skipTake(input);
  const [ids, total] = await Promise.all([
    pageActionableLeaveIds(ctx, { skip, take, employeeId: input.employee_id }),
    input.total ?? countActionableLeave(ctx, input.employee_id),
  ]);
  // The page's ids first, then their relations: only the page's rows are read with them.
  const rows = ids.length
    ? await db.leaveRequest.findMany({ where: { id: { in: ids } }, include: LEAVE_REQUEST_INCLUDE })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const page = ids.flatMap((id) => byId.get(id) ?? []);
  return listResponse(page.map(leaveRequestJson), total, input);
}
