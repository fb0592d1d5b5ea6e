// GET /api/teams/listWithCounts – visible teams with their active employee counts
import { route } from "@/lib/api/route";
import { listTeamsWithCounts } from "@/lib/teams/list-teams-with-counts";

export const GET = route({ area: "teams", permission: "teams.read" }, (ctx) => listTeamsWithCounts(ctx));
