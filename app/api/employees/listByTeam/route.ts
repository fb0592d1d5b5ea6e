// GET /api/employees/listByTeam?team_id – the visible people of one team
import { route } from "@/lib/api/route";
import { listEmployeesByTeam } from "@/lib/people/list-employees-by-team";
import { ZListByTeamInput } from "@/lib/people/people.types";

export const GET = route(
  { input: ZListByTeamInput, area: "people", permission: "employees.read" },
  listEmployeesByTeam,
);
