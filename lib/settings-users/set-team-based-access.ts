// POST /api/admin/teambased_access {user_id, enabled, team_ids}: limits a user to chosen teams (for a
// team_only manager it widens their own teams, see lib/access/team-scope.ts). Every team id must be a
// team of the caller's company: another company's team is a 422 naming team_ids, never a silent link.
// Limiting oneself is a lock-out like demoting oneself: 409 (switching one's own limit off is fine).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { SELF_TEAM_LIMIT_MESSAGE } from "./assert-keeps-an-admin";
import { findGroupMember } from "./find-group-member";
import type { TSetTeamBasedAccessInput } from "./settings-users.types";

export async function setTeamBasedAccess(ctx: RequestContext, input: TSetTeamBasedAccessInput) {
  const teamIds = [...new Set(input.team_ids)].sort((a, b) => a - b);
  return db.$transaction(async (tx) => {
    const member = await findGroupMember(ctx, input.user_id, tx);
    if (input.enabled && member.user.id === ctx.user.id) {
      throw new AppError("conflict", SELF_TEAM_LIMIT_MESSAGE, { fields: { user_id: "self_lockout" } });
    }
    const found = await tx.team.count({ where: { groupId: ctx.group.id, id: { in: teamIds } } });
    if (found !== teamIds.length) throw AppError.validation({ team_ids: "team_ids must be teams of this company" });
    const before = { enabled: member.teamBasedAccess, team_ids: member.teamAccess.map((t) => t.teamId) };
    await tx.membership.update({ where: { id: member.id }, data: { teamBasedAccess: input.enabled } });
    await tx.teamAccess.deleteMany({ where: { membershipId: member.id } });
    if (teamIds.length > 0)
      await tx.teamAccess.createMany({ data: teamIds.map((teamId) => ({ membershipId: member.id, teamId })) });
    const after = { enabled: input.enabled, team_ids: teamIds };
    await recordAudit(tx, ctx, {
      action: "set_team_based_access",
      objectType: "membership",
      objectId: member.id,
      before: { user_id: member.user.id, ...before },
      after: { user_id: member.user.id, ...after },
      employeeId: member.employee?.id ?? null,
    });
    return { data: { user_id: member.user.id, ...after } };
  });
}
