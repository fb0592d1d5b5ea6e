// POST /api/teams/edit – rename a team {team_id, name}
import { route } from "@/lib/api/route";
import { editTeam } from "@/lib/teams/edit-team";
import { ZEditTeamInput } from "@/lib/teams/teams.types";

export const POST = route({ input: ZEditTeamInput, area: "teams", permission: "teams.write" }, editTeam);
