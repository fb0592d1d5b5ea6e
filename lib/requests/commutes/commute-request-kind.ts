// Commute requests as a kind of the requests backbone: HR's pending ones (to accept or decline) and the
// accepted ones still to send with a payroll month (processRequest).
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { skipTake } from "@/lib/api/list-response";
import { pendingForDeciderWhere } from "../request-access";
import type { RequestContext } from "@/lib/api/context";
import type { RequestKind } from "../request-kind";
import { COMMUTE_DECIDERS, COMMUTE_INCLUDE, commuteRequestJson, decidesCommutes } from "./commute-requests";

const OPEN = ["pending", "accepted"];

function waitingWhere(ctx: RequestContext, employeeId?: number): Prisma.CommuteRequestWhereInput | null {
  const where = pendingForDeciderWhere(ctx, COMMUTE_DECIDERS, OPEN) as Prisma.CommuteRequestWhereInput | null;
  if (!where) return null;
  return employeeId ? { AND: [where, { employeeId }] } : where;
}

export async function listWaitingCommutes(
  ctx: RequestContext,
  input: { page: number; per_page: number; employee_id?: number },
) {
  const where = waitingWhere(ctx, input.employee_id);
  if (!where) return { data: [], total: 0 };
  const [rows, total] = await Promise.all([
    db.commuteRequest.findMany({
      where,
      include: COMMUTE_INCLUDE,
      // The page first, then its people (see listInboxLeave).
      relationLoadStrategy: "query",
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      ...skipTake(input),
    }),
    db.commuteRequest.count({ where }),
  ]);
  return { data: rows.map(commuteRequestJson), total };
}

export const commuteRequestKind: RequestKind = {
  key: "commute",
  deciders: COMMUTE_DECIDERS,
  actsOn: decidesCommutes,
  countPending: async (ctx) => {
    const where = waitingWhere(ctx);
    return where ? db.commuteRequest.count({ where }) : 0;
  },
  notificationTypes: ["commute_requested", "commute_accepted", "commute_declined", "commute_processed"],
};
