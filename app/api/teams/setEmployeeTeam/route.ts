// POST /api/teams/setEmployeeTeam – move an employee to a team {team_id, employee_id}
import { route } from "@/lib/api/route";
import { setEmployeeTeam } from "@/lib/teams/set-employee-team";
import { ZSetEmployeeTeamInput } from "@/lib/teams/teams.types";

export const POST = route({ input: ZSetEmployeeTeamInput, area: "teams", permission: "teams.write" }, setEmployeeTeam);
