// Renames a team.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { teamJson } from "./team-json";
import type { TEditTeamInput } from "./teams.types";
import { assertNameFree, findVisibleTeam } from "./team-scope-filter";

export async function editTeam(ctx: RequestContext, input: TEditTeamInput) {
  const team = await findVisibleTeam(ctx, input.team_id);
  if (team.name === input.name) return { data: teamJson(team) };
  await assertNameFree(ctx, input.name, team.id);
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.team.update({ where: { id: team.id, groupId: ctx.group.id }, data: { name: input.name } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "team",
      objectId: team.id,
      before: { name: team.name },
      after: { name: row.name },
    });
    return row;
  });
  return { data: teamJson(updated) };
}
