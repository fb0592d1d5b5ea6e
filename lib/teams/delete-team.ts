// Deletes a team. Its employees stay, without a team (the audit row records how many were unassigned).
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TDeleteTeamInput } from "./teams.types";
import { findVisibleTeam } from "./team-scope-filter";

export async function deleteTeam(ctx: RequestContext, input: TDeleteTeamInput) {
  const team = await findVisibleTeam(ctx, input.team_id);
  await db.$transaction(async (tx) => {
    const { count } = await tx.employee.updateMany({
      where: { groupId: ctx.group.id, teamId: team.id },
      data: { teamId: null },
    });
    await tx.team.delete({ where: { id: team.id, groupId: ctx.group.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "team",
      objectId: team.id,
      before: { name: team.name, employee_count: count },
      after: null,
    });
  });
  return { ok: true };
}
