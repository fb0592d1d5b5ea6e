// The membership of a user in the caller's company. Another company's user, an unknown id and a
// withdrawn invitation all answer the same 404: ids of other tenants are never confirmed.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import type { DbTransaction } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { LISTED_STATUSES, USER_ROW_SELECT } from "./user-json";

export async function findGroupMember(ctx: RequestContext, userId: string, client: typeof db | DbTransaction = db) {
  const row = await client.membership.findFirst({
    where: { AND: [{ userId }, { groupId: ctx.group.id }, { status: { in: [...LISTED_STATUSES] } }] },
    select: USER_ROW_SELECT,
  });
  if (!row) throw AppError.notFound("User");
  return row;
}
