// A role entry of a person the caller may see; otherwise 404, exactly like an id that does not exist.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";

export async function findVisibleRole(ctx: RequestContext, itemId: number) {
  const role = await db.employeeRole.findFirst({
    where: { id: itemId, groupId: ctx.group.id, employee: visiblePeopleWhere(ctx) },
  });
  if (!role) throw AppError.notFound("Role");
  return role;
}
