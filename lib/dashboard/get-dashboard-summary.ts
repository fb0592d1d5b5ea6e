// Headline counts for the dashboard, limited to the teams the caller may see.
import { teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";

export async function getDashboardSummary(ctx: RequestContext) {
  const scope = teamScope(ctx.subject);
  const teamFilter = scope.kind === "all" ? {} : { teamId: { in: scope.teamIds } };
  const [employeeCount, teamCount] = await Promise.all([
    db.employee.count({ where: { groupId: ctx.group.id, deletedAt: null, ...teamFilter } }),
    db.team.count({ where: { groupId: ctx.group.id, ...(scope.kind === "all" ? {} : { id: { in: scope.teamIds } }) } }),
  ]);
  return { employeeCount, teamCount };
}
