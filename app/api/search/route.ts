// GET /api/search?keyword – people and teams the caller may see (at most 10 of each, keyword of 2+ characters)
import { route } from "@/lib/api/route";
import { searchPeopleAndTeams } from "@/lib/search/search-people-and-teams";
import { ZSearchInput } from "@/lib/search/search.types";

export const GET = route({ input: ZSearchInput }, searchPeopleAndTeams);
