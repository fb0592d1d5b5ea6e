// Global search (GET /api/search?keyword): the people and teams the caller may see, at most 10 of each.
// Visibility is the same as everywhere else: the area gates (people, teams), the people the caller may
// see (lib/people/visible-employees.ts: team scope, sensitive people) and the team scope of
// lib/teams/team-scope-filter.ts, always inside the caller's group. Results link to their page when the
// page exists (lib/shell/nav-items.ts), so a result never leads to a missing page.
import { canAccessArea } from "@/lib/access/areas";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { personSearchTermWhere, searchTerms } from "@/lib/people/search-terms";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { navItem } from "@/lib/shell/nav-items";
import { visibleTeamsWhere } from "@/lib/teams/team-scope-filter";
import { SEARCH_RESULTS_PER_KIND, type SearchResultJson, type TSearchInput } from "./search.types";

export async function searchPeopleAndTeams(ctx: RequestContext, input: TSearchInput): Promise<SearchResultJson> {
  const terms = searchTerms(input.keyword);
  const [people, teams] = await Promise.all([
    canAccessArea(ctx.subject, "people") ? findPeople(ctx, terms) : [],
    canAccessArea(ctx.subject, "teams") ? findTeams(ctx, input.keyword) : [],
  ]);
  return { people, teams };
}

// Every term must match the first name, last name, insertion or work e-mail ("jan peet" finds Jan Peeters).
async function findPeople(ctx: RequestContext, terms: string[]) {
  const termFilters = terms.map((term) => personSearchTermWhere(term, ["firstName", "lastName", "insertion", "email"]));
  const rows = await db.employee.findMany({
    // AND, not a spread: the scope's team filter must not be overwritten.
    where: { AND: [visiblePeopleWhere(ctx), ...termFilters] },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: SEARCH_RESULTS_PER_KIND,
    select: { id: true, ...NAME_PARTS_SELECT, jobTitle: true, team: { select: { name: true } } },
  });
  const people = navItem("people");
  return rows.map((e) => ({
    id: e.id,
    name: displayName(e),
    job_title: e.jobTitle,
    team_name: e.team?.name ?? null,
    url: people.available ? `${people.href}/${e.id}` : null,
  }));
}

async function findTeams(ctx: RequestContext, keyword: string) {
  const rows = await db.team.findMany({
    where: { AND: [visibleTeamsWhere(ctx), { name: { contains: keyword, mode: "insensitive" } }] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: SEARCH_RESULTS_PER_KIND,
    select: { id: true, name: true },
  });
  const teams = navItem("teams");
  return rows.map((t) => ({ id: t.id, name: t.name, url: teams.available ? teams.href : null }));
}
