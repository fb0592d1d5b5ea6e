// GET /api/notifications/getNotifications?page&per_page – the caller's notifications, newest first, in `notifications`.
import { route } from "@/lib/api/route";
import { pickLocale } from "@/lib/i18n/locales";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { ZListNotificationsInput } from "@/lib/notifications/notifications.types";

export const GET = route({ area: "notifications", input: ZListNotificationsInput }, (ctx, input, req) =>
  listNotifications(ctx, input, pickLocale(ctx.user.language, req.headers.get("accept-language"))),
);
