// The caller's notifications in the current group, newest first (spec: list in `notifications`).
import type { RequestContext } from "@/lib/api/context";
import { skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
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
  return { notifications: rows.map((n) => notificationJson(n, locale, now)), total, page: input.page, per_page: input.per_page, unseen_count: unseen };
}

// The bell asks for this on every page and after every live event: plain SQL on the (user, group, is_seen)
// index, which skips the Prisma query compiler's half a millisecond (bench/notifications.ts).
export async function unseenCount(ctx: RequestContext): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM notification WHERE user_id = ${ctx.user.id} AND group_id = ${ctx.group.id} AND is_seen = false`;
  return row?.n ?? 0;
}
