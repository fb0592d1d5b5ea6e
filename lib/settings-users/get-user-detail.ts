// One user of the company: GET /admin/user/detail/{id} (admins, with rights) and
// GET /api/util/user/{id}/detail (anyone who may list users, within their scope; rights for admins only).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { findGroupMember } from "./find-group-member";
import { canSeeRights } from "./list-util-users";
import type { TUserIdParam } from "./settings-users.types";
import { USER_ROW_SELECT, userJson } from "./user-json";
import { visibleUsersWhere } from "./users-scope";

export async function getUserDetail(ctx: RequestContext, input: TUserIdParam) {
  return { data: userJson(await findGroupMember(ctx, input.id), { withRights: true }) };
}

export async function getUtilUserDetail(ctx: RequestContext, input: TUserIdParam) {
  const row = await db.membership.findFirst({
    where: { AND: [visibleUsersWhere(ctx), { userId: input.id }] },
    select: USER_ROW_SELECT,
  });
  if (!row) throw AppError.notFound("User");
  return { data: userJson(row, { withRights: canSeeRights(ctx) }) };
}
