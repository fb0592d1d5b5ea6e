// The Prisma filter for the teams a caller may see, always inside the caller's group.
import { teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";

export function visibleTeamsWhere(ctx: RequestContext) {
  const scope = teamScope(ctx.subject);
  return scope.kind === "all" ? { groupId: ctx.group.id } : { groupId: ctx.group.id, id: { in: scope.teamIds } };
}

/** Employees in the teams the caller may see (people without a team only for callers who see all). */
export function visibleEmployeesWhere(ctx: RequestContext) {
  const scope = teamScope(ctx.subject);
  const base = { groupId: ctx.group.id, deletedAt: null };
  return scope.kind === "all" ? base : { ...base, teamId: { in: scope.teamIds } };
}

/** The team if it is in the caller's group and scope; otherwise 404, exactly like a missing id. */
export async function findVisibleTeam(ctx: RequestContext, teamId: number) {
  // AND, not a spread: the scope's own `id: { in: [...] }` must not be overwritten by the id asked for.
  const team = await db.team.findFirst({ where: { AND: [visibleTeamsWhere(ctx), { id: teamId }] } });
  if (!team) throw AppError.notFound("Team");
  return team;
}

export async function assertNameFree(ctx: RequestContext, name: string, exceptTeamId?: number) {
  const clash = await db.team.findFirst({
    where: {
      groupId: ctx.group.id,
      name: { equals: name, mode: "insensitive" },
      ...(exceptTeamId ? { id: { not: exceptTeamId } } : {}),
    },
    select: { id: true },
  });
  if (clash)
    throw new AppError("conflict", "A team with this name already exists", {
      fields: { name: "A team with this name already exists" },
    });
}
