// The people who manage someone the caller may see: the reportsTo of a visible person or one of their
// extra managers. Sorted by last name, paginated.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { MANAGER_SELECT, managerJson } from "./manager-json";
import type { TListManagersInput } from "./managers.types";

export async function listManagers(ctx: RequestContext, input: TListManagersInput) {
  const visible = visiblePeopleWhere(ctx);
  const where = {
    groupId: ctx.group.id,
    deletedAt: null,
    OR: [{ reports: { some: visible } }, { extraManagerOf: { some: { employee: visible } } }],
  };
  const [rows, total] = await Promise.all([
    db.employee.findMany({
      where,
      select: MANAGER_SELECT,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      ...skipTake(input),
    }),
    db.employee.count({ where }),
  ]);
  return listResponse(rows.map(managerJson), total, input);
}
