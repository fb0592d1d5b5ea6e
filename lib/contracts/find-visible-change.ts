// A contract change on a contract the caller may see (group, team scope); otherwise 404, like a missing one.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";

export async function findVisibleChange(ctx: RequestContext, changeId: number) {
  const change = await db.contractChange.findFirst({
    where: { id: changeId, groupId: ctx.group.id, contract: { employee: visiblePeopleWhere(ctx) } },
    include: { contract: { select: { id: true, employeeId: true, employmentType: true, country: true } } },
  });
  if (!change) throw AppError.notFound("Contract change");
  const { contract, ...row } = change;
  return { change: row, contract };
}
