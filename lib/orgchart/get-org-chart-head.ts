// GET /api/stats/orgChartHead: the top of the chart: the visible people who have no manager among the
// people the caller may see (no manager at all, or one outside their scope), each with their count of
// direct reports. A team-limited manager thus gets their own teams' top people as roots.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { ORG_CHART_ORDER, orgChartPerson, orgChartSelect } from "./org-chart-person";

export async function getOrgChartHead(ctx: RequestContext) {
  const visible = visiblePeopleWhere(ctx);
  // Roots are found from (id, manager) pairs rather than with NOT(manager is visible) in SQL: the scope
  // compares nullable columns (team), and NOT of an unknown comparison drops exactly the rows we want.
  const pairs = await db.employee.findMany({ where: visible, select: { id: true, reportsToId: true } });
  const ids = new Set(pairs.map((p) => p.id));
  const roots = pairs.filter((p) => p.reportsToId === null || !ids.has(p.reportsToId)).map((p) => p.id);
  const rows = await db.employee.findMany({
    where: { groupId: ctx.group.id, id: { in: roots } },
    select: orgChartSelect(ctx),
    orderBy: ORG_CHART_ORDER,
  });
  return { data: rows.map(orgChartPerson), total: rows.length };
}
