// The company's messages from its reseller and provider, newest first, with how many are unread.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { resellerMessageJson } from "./reseller-message-json";
import type { TListResellerMessagesInput } from "./reseller-messages.types";

export async function listResellerMessages(ctx: RequestContext, input: TListResellerMessagesInput) {
  const all = { groupId: ctx.group.id };
  const where = input.unread === "1" ? { ...all, readAt: null } : all;
  const [rows, total, unread] = await Promise.all([
    db.resellerMessage.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...skipTake(input) }),
    db.resellerMessage.count({ where }),
    db.resellerMessage.count({ where: { ...all, readAt: null } }),
  ]);
  return { ...listResponse(rows.map(resellerMessageJson), total, input), unread };
}
