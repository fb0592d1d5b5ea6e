// GET /admin/user/list: every user of the company (invited, enabled, disabled) with role, status, the 20
// switches, team-based access and the linked employee. Admins only (the route says users.manage).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { LISTED_STATUSES, USER_ROW_SELECT, userJson } from "./user-json";

export async function listUsers(ctx: RequestContext) {
  const rows = await db.membership.findMany({
    where: { groupId: ctx.group.id, status: { in: [...LISTED_STATUSES] } },
    select: USER_ROW_SELECT,
    orderBy: [{ user: { email: "asc" } }],
  });
  return { data: rows.map((row) => userJson(row, { withRights: true })) };
}
