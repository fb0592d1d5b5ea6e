// Reading state (spec section 4): opening the list marks everything seen; clicking one marks it read and
// seen. Only the caller's own notifications in the current group: another id answers 404.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { TSetReadInput, TSetSeenBulkInput } from "./notifications.types";

export async function setNotificationRead(ctx: RequestContext, input: TSetReadInput) {
  const { count } = await db.notification.updateMany({
    where: { id: input.notification_id, userId: ctx.user.id, groupId: ctx.group.id },
    data: { isRead: true, isSeen: true },
  });
  if (count === 0) throw AppError.notFound("Notification");
  return { ok: true };
}

export async function setNotificationsSeen(ctx: RequestContext, input: TSetSeenBulkInput) {
  const { count } = await db.notification.updateMany({
    where: {
      userId: ctx.user.id,
      groupId: ctx.group.id,
      isSeen: false,
      ...(input.notification_ids ? { id: { in: input.notification_ids } } : {}),
    },
    data: { isSeen: true },
  });
  return {
    ok: true,
    updated: count,
    unseen_count: await db.notification.count({ where: { userId: ctx.user.id, groupId: ctx.group.id, isSeen: false } }),
  };
}
