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

export function unseenCount(ctx: RequestContext): Promise<number> {
  return db.notification.count({ where: { userId: ctx.user.id, groupId: ctx.group.id, isSeen: false } });
}
