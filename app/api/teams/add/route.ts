// POST /api/teams/add – create a team {name}
import { route } from "@/lib/api/route";
import { addTeam } from "@/lib/teams/add-team";
import { ZAddTeamInput } from "@/lib/teams/teams.types";

export const POST = route({ input: ZAddTeamInput, area: "teams", permission: "teams.write" }, addTeam);
