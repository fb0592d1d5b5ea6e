// The visible people of one team (team_id required). A team outside the caller's scope or group is a 404.
import type { RequestContext } from "@/lib/api/context";
import { findVisibleTeam } from "@/lib/teams/team-scope-filter";
import { listEmployees } from "./list-employees";
import type { TListByTeamInput } from "./people.types";

export async function listEmployeesByTeam(ctx: RequestContext, input: TListByTeamInput) {
  await findVisibleTeam(ctx, input.team_id);
  return listEmployees(ctx, input);
}
