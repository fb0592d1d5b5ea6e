// Lists the visible teams with the number of active (not deleted) employees in each.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { visibleTeamsWhere } from "./team-scope-filter";

export async function listTeamsWithCounts(ctx: RequestContext) {
  const rows = await db.team.findMany({
    where: visibleTeamsWhere(ctx),
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, _count: { select: { employees: { where: { deletedAt: null } } } } },
  });
  const data = rows.map((t) => ({ id: t.id, name: t.name, employee_count: t._count.employees }));
  return listResponse(data, data.length);
}
