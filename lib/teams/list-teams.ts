// Lists the teams the caller may see, by name, paginated.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { teamJson } from "./team-json";
import type { TListTeamsInput } from "./teams.types";
import { visibleTeamsWhere } from "./team-scope-filter";

export async function listTeams(ctx: RequestContext, input: TListTeamsInput) {
  const where = {
    ...visibleTeamsWhere(ctx),
    ...(input.search ? { name: { contains: input.search, mode: "insensitive" as const } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.team.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: { id: true, name: true },
      ...skipTake(input),
    }),
    db.team.count({ where }),
  ]);
  return listResponse(rows.map(teamJson), total, input);
}
