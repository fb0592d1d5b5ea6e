// Lists "my" teams: those the caller manages, is granted by team-based access, or belongs to.
import { myTeamIds } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { teamJson } from "./team-json";

export async function listMyTeams(ctx: RequestContext) {
  const rows = await db.team.findMany({
    where: { groupId: ctx.group.id, id: { in: myTeamIds(ctx.subject) } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
  });
  return listResponse(rows.map(teamJson), rows.length);
}
