// GET /api/teams/{id}/detail – one team with its count and managers
import { route } from "@/lib/api/route";
import { getTeamDetail } from "@/lib/teams/get-team-detail";
import { ZTeamIdParam } from "@/lib/teams/teams.types";

export const GET = route({ input: ZTeamIdParam, area: "teams", permission: "teams.read" }, (ctx, input) =>
  getTeamDetail(ctx, input.id),
);
