// POST /api/teams/delete – delete a team {team_id}; its employees keep no team
import { route } from "@/lib/api/route";
import { deleteTeam } from "@/lib/teams/delete-team";
import { ZDeleteTeamInput } from "@/lib/teams/teams.types";

export const POST = route({ input: ZDeleteTeamInput, area: "teams", permission: "teams.write" }, deleteTeam);
