// GET /api/teams/list/mine_only – teams the caller manages, is granted, or belongs to
import { route } from "@/lib/api/route";
import { listMyTeams } from "@/lib/teams/list-my-teams";

export const GET = route({}, (ctx) => listMyTeams(ctx));
