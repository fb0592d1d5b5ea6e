import { z } from "zod";
import { zText } from "@/lib/validation/api-fields";

export const SEARCH_KEYWORD_MIN = 2;
export const SEARCH_KEYWORD_MAX = 100;
/** At most this many results per kind (people, teams). */
export const SEARCH_RESULTS_PER_KIND = 10;

export const ZSearchInput = z.strictObject({
  keyword: zText("keyword").pipe(
    z
      .string()
      .min(SEARCH_KEYWORD_MIN, { error: `keyword needs at least ${SEARCH_KEYWORD_MIN} characters` })
      .max(SEARCH_KEYWORD_MAX, { error: `keyword can be at most ${SEARCH_KEYWORD_MAX} characters` }),
  ),
});
export type TSearchInput = z.output<typeof ZSearchInput>;

export type SearchPersonJson = {
  id: number;
  name: string;
  job_title: string | null;
  team_name: string | null;
  url: string | null;
};
export type SearchTeamJson = { id: number; name: string; url: string | null };
export type SearchResultJson = { people: SearchPersonJson[]; teams: SearchTeamJson[] };
