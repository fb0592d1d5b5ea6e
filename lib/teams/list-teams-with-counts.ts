// Lists the visible teams with the number of active (not deleted) employees in each.
// One named prepared statement (lib/db/prepared-query.ts) instead of Prisma's findMany with a relation
// count: this list is fetched by every people and team screen, and Prisma's query building and result
// shaping cost several times the SQL itself (bench/api-overhead.ts). The team scope is the same one
// visibleTeamsWhere applies: the caller's group, and the listed team ids unless the caller sees all.
import { teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { preparedQuery } from "@/lib/db/prepared-query";

const TEAMS_WITH_COUNTS_SQL = `
SELECT t.id, t.name,
       (SELECT count(*) FROM employee e WHERE e.team_id = t.id AND e.deleted_at IS NULL)::int AS employee_count
  FROM team t
 WHERE t.group_id = $1 AND ($2::int[] IS NULL OR t.id = ANY($2::int[]))
 ORDER BY t.name, t.id`;

type Row = { id: number; name: string; employee_count: number };

export async function listTeamsWithCounts(ctx: RequestContext) {
  const scope = teamScope(ctx.subject);
  const teamIds = scope.kind === "all" ? null : scope.teamIds;
  const data = await preparedQuery<Row>("teams_with_counts", TEAMS_WITH_COUNTS_SQL, [ctx.group.id, teamIds]);
  return listResponse(data, data.length);
}
