// employee_id -> manager ids for every person the caller may see: the reportsTo first, then the extra
// managers (who are kept only while they are not deleted).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";

export async function managersMap(ctx: RequestContext) {
  const rows = await db.employee.findMany({
    where: visiblePeopleWhere(ctx),
    select: {
      id: true,
      reportsTo: { select: { id: true, deletedAt: true } },
      extraManagers: {
        where: { manager: { deletedAt: null } },
        select: { managerId: true },
        orderBy: { managerId: "asc" },
      },
    },
  });
  const data: Record<string, number[]> = {};
  for (const row of rows) {
    const ids = [
      ...(row.reportsTo && !row.reportsTo.deletedAt ? [row.reportsTo.id] : []),
      ...row.extraManagers.map((m) => m.managerId),
    ];
    data[String(row.id)] = [...new Set(ids)];
  }
  return { data };
}
