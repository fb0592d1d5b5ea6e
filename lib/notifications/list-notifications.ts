// The caller's notifications in the current group, newest first (spec: list in `notifications`).
import type { RequestContext } from "@/lib/api/context";
import { skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { preparedQuery } from "@/lib/db/prepared-query";
import type { Locale } from "@/lib/i18n/locales";
import { notificationJson } from "./notification-json";
import type { TListNotificationsInput } from "./notifications.types";

export async function listNotifications(ctx: RequestContext, input: TListNotificationsInput, locale: Locale) {
  const where = { userId: ctx.user.id, groupId: ctx.group.id };
  const [rows, total, unseen] = await Promise.all([
    db.notification.findMany({ where, orderBy: { id: "desc" }, ...skipTake(input) }),
    db.notification.count({ where }),
    unseenCount(ctx),
  ]);
  const now = new Date();
  return {
    notifications: rows.map((n) => notificationJson(n, locale, now)),
    total,
    page: input.page,
    per_page: input.per_page,
    unseen_count: unseen,
  };
}

// The bell asks for this on every page and after every live event: a prepared statement on the
// (user, group, is_seen) index, without the Prisma query compiler (lib/db/prepared-query.ts).
export async function unseenCount(ctx: RequestContext): Promise<number> {
  const [row] = await preparedQuery<{ n: number }>(
    "unseen_notification_count",
    "SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND group_id = $2 AND is_seen = false",
    [ctx.user.id, ctx.group.id],
  );
  return row?.n ?? 0;
}
