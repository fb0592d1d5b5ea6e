// A wage of a person the caller may see; otherwise 404, exactly like an id that does not exist.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { WAGE_INCLUDE } from "./wage-json";

export async function findVisibleWage(ctx: RequestContext, wageId: number) {
  const wage = await db.employeeWage.findFirst({
    where: { id: wageId, groupId: ctx.group.id, employee: visiblePeopleWhere(ctx) },
    include: WAGE_INCLUDE,
  });
  if (!wage) throw AppError.notFound("Wage");
  return wage;
}
