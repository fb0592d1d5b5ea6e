// The company's teams as choices for a user's team-based access on /settings/users: every team of the
// caller's group by name (an admin limits a user to any of them, so no team scope applies here).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";

export async function listTeamChoices(ctx: RequestContext): Promise<{ id: number; name: string }[]> {
  return db.team.findMany({
    where: { groupId: ctx.group.id },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}
