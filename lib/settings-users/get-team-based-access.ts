// GET /api/admin/teambased_access {user_id}: whether the user is limited to chosen teams, and which.
import type { RequestContext } from "@/lib/api/context";
import { findGroupMember } from "./find-group-member";
import type { TUserIdInput } from "./settings-users.types";

export async function getTeamBasedAccess(ctx: RequestContext, input: TUserIdInput) {
  const member = await findGroupMember(ctx, input.user_id);
  return {
    data: {
      user_id: member.user.id,
      enabled: member.teamBasedAccess,
      team_ids: member.teamAccess.map((t) => t.teamId),
    },
  };
}
