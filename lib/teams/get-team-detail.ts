// One team with its employee count and managers.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findVisibleTeam } from "./team-scope-filter";

export async function getTeamDetail(ctx: RequestContext, teamId: number) {
  const team = await findVisibleTeam(ctx, teamId);
  const [employeeCount, managers] = await Promise.all([
    db.employee.count({ where: { groupId: ctx.group.id, teamId: team.id, deletedAt: null } }),
    db.teamManager.findMany({
      where: { teamId: team.id },
      select: { membership: { select: { userId: true, user: { select: { name: true, email: true } } } } },
    }),
  ]);
  return {
    data: {
      id: team.id,
      name: team.name,
      employee_count: employeeCount,
      managers: managers.map((m) => ({
        user_id: m.membership.userId,
        real_name: m.membership.user.name,
        email: m.membership.user.email,
      })),
      created_at: team.createdAt.toISOString(),
      updated_at: team.updatedAt.toISOString(),
    },
  };
}
