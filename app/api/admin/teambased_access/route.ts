// GET and POST /api/admin/teambased_access – read {user_id} or set {user_id, enabled, team_ids} the teams a user is limited to
import { route } from "@/lib/api/route";
import { getTeamBasedAccess } from "@/lib/settings-users/get-team-based-access";
import { setTeamBasedAccess } from "@/lib/settings-users/set-team-based-access";
import { ZSetTeamBasedAccessInput, ZUserIdInput } from "@/lib/settings-users/settings-users.types";

export const GET = route({ input: ZUserIdInput, area: "settings" }, getTeamBasedAccess);

export const POST = route(
  { input: ZSetTeamBasedAccessInput, area: "settings", permission: "users.manage" },
  setTeamBasedAccess,
);
