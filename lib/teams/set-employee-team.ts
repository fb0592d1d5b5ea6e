// Moves an employee into a team (or out of any team with team_id null). The caller must see both the
// employee's current team and the target team; a caller limited to some teams cannot pull in people who
// have no team (that would widen their own scope).
import { canSeeTeam, teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TSetEmployeeTeamInput } from "./teams.types";
import { findVisibleTeam } from "./team-scope-filter";

export async function setEmployeeTeam(ctx: RequestContext, input: TSetEmployeeTeamInput) {
  const employee = await db.employee.findFirst({
    where: { id: input.employee_id, groupId: ctx.group.id, deletedAt: null },
    select: { id: true, teamId: true },
  });
  const seesAllTeams = teamScope(ctx.subject).kind === "all";
  const visible = employee && (employee.teamId === null ? seesAllTeams : canSeeTeam(ctx.subject, employee.teamId));
  if (!employee || !visible) {
    throw AppError.notFound("Employee");
  }
  if (input.team_id !== null) await findVisibleTeam(ctx, input.team_id);
  if (employee.teamId === input.team_id) return { data: { employee_id: employee.id, team_id: employee.teamId } };
  await db.$transaction(async (tx) => {
    await tx.employee.update({ where: { id: employee.id, groupId: ctx.group.id }, data: { teamId: input.team_id } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "employee",
      objectId: employee.id,
      before: { team_id: employee.teamId },
      after: { team_id: input.team_id },
    });
  });
  return { data: { employee_id: employee.id, team_id: input.team_id } };
}
