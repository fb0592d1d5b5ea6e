// GET /api/util/users?include_user_rights: the company's users for pickers and lists. Rights are added
// only when asked for and the caller manages users (an admin); others get names, roles and statuses.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { TUtilUsersInput } from "./settings-users.types";
import { USER_ROW_SELECT, userJson } from "./user-json";
import { visibleUsersWhere } from "./users-scope";

export async function listUtilUsers(ctx: RequestContext, input: TUtilUsersInput) {
  const withRights = Boolean(input.include_user_rights) && canSeeRights(ctx);
  const rows = await db.membership.findMany({
    where: visibleUsersWhere(ctx),
    select: USER_ROW_SELECT,
    orderBy: [{ user: { email: "asc" } }],
  });
  return { data: rows.map((row) => userJson(row, { withRights })) };
}

/** Rights are the admin's business (read-only admins included: users.read_rights, not users.manage). */
export function canSeeRights(ctx: RequestContext): boolean {
  return can(ctx.subject, "users.read_rights");
}
