// Wage requests as a kind of the requests backbone: the pending ones HR decides.
import type { Prisma } from "@/lib/db/generated/client";
import type { RequestContext } from "@/lib/api/context";
import { skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { pendingForDeciderWhere } from "../request-access";
import type { RequestKind } from "../request-kind";
import { decidesWageRequests, WAGE_DECIDERS, WAGE_INCLUDE, wageRequestJson } from "./wage-requests";

function waitingWhere(ctx: RequestContext, employeeId?: number): Prisma.WageRequestWhereInput | null {
  const where = pendingForDeciderWhere(ctx, WAGE_DECIDERS, ["pending"]) as Prisma.WageRequestWhereInput | null;
  if (!where) return null;
  return employeeId ? { AND: [where, { employeeId }] } : where;
}

export async function listWaitingWageRequests(
  ctx: RequestContext,
  input: { page: number; per_page: number; employee_id?: number },
) {
  const where = waitingWhere(ctx, input.employee_id);
  if (!where) return { data: [], total: 0 };
  const [rows, total] = await Promise.all([
    db.wageRequest.findMany({
      where,
      include: WAGE_INCLUDE,
      // The page first, then its people (see listInboxLeave).
      relationLoadStrategy: "query",
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      ...skipTake(input),
    }),
    db.wageRequest.count({ where }),
  ]);
  return { data: rows.map(wageRequestJson), total };
}

export const wageRequestKind: RequestKind = {
  key: "wage",
  deciders: WAGE_DECIDERS,
  actsOn: decidesWageRequests,
  countPending: async (ctx) => {
    const where = waitingWhere(ctx);
    return where ? db.wageRequest.count({ where }) : 0;
  },
  notificationTypes: ["wage_change_requested", "wage_change_accepted", "wage_change_declined"],
};
