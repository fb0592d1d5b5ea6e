// Which users of the company a non-admin caller may list (GET /api/util/users and /api/util/user/{id}/detail).
// Users with the whole company in scope see everyone; a caller limited to teams (team_only managers,
// team-based access) sees themselves and the users whose employee record they may see, so a manager
// cannot read the user list of teams that are not theirs.
import { teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import type { Prisma } from "@/lib/db/generated/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { LISTED_STATUSES } from "./user-json";

export function visibleUsersWhere(ctx: RequestContext): Prisma.MembershipWhereInput {
  const base: Prisma.MembershipWhereInput = { groupId: ctx.group.id, status: { in: [...LISTED_STATUSES] } };
  if (teamScope(ctx.subject).kind === "all") return base;
  return { AND: [base, { OR: [{ userId: ctx.user.id }, { employee: visiblePeopleWhere(ctx) }] }] };
}
