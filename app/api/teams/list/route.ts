// GET /api/teams/list – the teams the caller may see, paginated
import { route } from "@/lib/api/route";
import { listTeams } from "@/lib/teams/list-teams";
import { ZListTeamsInput } from "@/lib/teams/teams.types";

export const GET = route({ input: ZListTeamsInput, area: "teams", permission: "teams.read" }, listTeams);
