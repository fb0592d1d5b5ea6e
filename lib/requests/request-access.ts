// Which self-service requests (commute, wage) a caller sees and which they decide: their own and those they
// filed, plus every request of the people they decide for (deciders.ts). Another group's id, or a request
// the caller may not see, answers 404; deciding one's own request answers 403; a decided one 409.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db/generated/client";
import { decidablePeopleWhere, mayDecideFor } from "./deciders";
import type { RequestDeciders } from "./request-kind";

type OwnedRow = { groupId: number; employeeId: number; requestedByUserId: string; status: string };

/** The where of the requests the caller may read (Prisma's CommuteRequest and WageRequest share it). */
export function visibleRequestWhere(ctx: RequestContext, deciders: RequestDeciders) {
  const own = ctx.membership.employeeId;
  const decidable = decidablePeopleWhere(ctx, deciders);
  const or: Array<{ employeeId?: number; requestedByUserId?: string; employee?: Prisma.EmployeeWhereInput }> = [
    { requestedByUserId: ctx.user.id },
  ];
  if (own) or.push({ employeeId: own });
  if (decidable) or.push({ employee: decidable });
  return { groupId: ctx.group.id, OR: or };
}

/** The pending requests the caller decides. */
export function pendingForDeciderWhere(ctx: RequestContext, deciders: RequestDeciders, statuses: string[]) {
  const decidable = decidablePeopleWhere(ctx, deciders);
  if (!decidable) return null;
  return { groupId: ctx.group.id, status: { in: statuses }, employee: decidable };
}

/** Checks before a decision on a row found in the caller's group (null: not found there). */
export async function assertMayDecide<R extends OwnedRow>(
  ctx: RequestContext,
  deciders: RequestDeciders,
  row: R | null,
  what: string,
  openStatuses: readonly string[] = ["pending"],
): Promise<R> {
  if (!row || row.groupId !== ctx.group.id) throw AppError.notFound(what);
  // One's own request, or one the caller filed for someone else: they see it, never decide it.
  if (row.employeeId === ctx.membership.employeeId || row.requestedByUserId === ctx.user.id)
    throw AppError.forbidden("You cannot decide on your own request");
  if (!(await mayDecideFor(ctx, deciders, row.employeeId))) throw AppError.notFound(what);
  if (!openStatuses.includes(row.status)) throw new AppError("conflict", `This request is already ${row.status}`);
  return row;
}
