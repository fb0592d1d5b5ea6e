// Headline counts for the dashboard, limited to the teams the caller may see.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { visibleEmployeesWhere, visibleTeamsWhere } from "@/lib/teams/team-scope-filter";

export async function getDashboardSummary(ctx: RequestContext) {
  const [employeeCount, teamCount] = await Promise.all([
    db.employee.count({ where: visibleEmployeesWhere(ctx) }),
    db.team.count({ where: visibleTeamsWhere(ctx) }),
  ]);
  return { employeeCount, teamCount };
}
