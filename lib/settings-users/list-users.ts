// GET /admin/user/list {page, per_page, search}: the company's users (invited, enabled, disabled) with role,
// status, the 20 switches, team-based access and the linked employee, a page at a time, ordered by email.
// search matches part of the email or the user's name, in any case. Admins only (the route says
// users.manage). Answers { data, total, page, per_page }.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { LISTED_STATUSES, USER_ROW_SELECT, userJson } from "./user-json";
import { USERS_DEFAULT_PER_PAGE, type TListUsersInput } from "./settings-users.types";

export async function listUsers(ctx: RequestContext, input: Partial<TListUsersInput> = {}) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? USERS_DEFAULT_PER_PAGE;
  const search = input.search?.trim();
  const where: Prisma.MembershipWhereInput = {
    groupId: ctx.group.id,
    status: { in: [...LISTED_STATUSES] },
    // The name of an invited person is not the company's to search (user-json.ts): email only for them.
    ...(search
      ? {
          OR: [
            { user: { email: { contains: search, mode: "insensitive" } } },
            { status: { not: "invited" }, user: { name: { contains: search, mode: "insensitive" } } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.membership.count({ where }),
    db.membership.findMany({
      where,
      select: USER_ROW_SELECT,
      orderBy: [{ user: { email: "asc" } }, { id: "asc" }],
      skip: (page - 1) * perPage,
      take: perPage,
    }),
  ]);
  return listResponse(
    rows.map((row) => userJson(row, { withRights: true })),
    total,
    { page, per_page: perPage },
  );
}
