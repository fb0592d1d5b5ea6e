// Web push with standard VAPID keys (web-push). Keys come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or
// are generated at first start into DATA_DIR/secrets.json (lib/config/runtime-secrets.ts). A subscription
// the push service reports gone (404/410) is deleted.
import webpush from "web-push";
import { db } from "@/lib/db/client";
import { pickLocale } from "@/lib/i18n/locales";
import { notificationText } from "./notification-json";

export function vapidPublicKey(): string | null {
  return process.env.VAPID_PUBLIC_KEY || null;
}

function configured(): boolean {
  if (!process.env.VAPID_PUBLIC_KEY || !process.env.VAPID_PRIVATE_KEY) return false;
  webpush.setVapidDetails(
    process.env.VAPID_SUBJECT || "mailto:support@hr-platform.eu",
    process.env.VAPID_PUBLIC_KEY,
    process.env.VAPID_PRIVATE_KEY,
  );
  return true;
}

/** Sends each recipient's newest notification of this group to their subscribed browsers. */
export async function sendWebPush(userIds: string[], groupId: number): Promise<void> {
  if (userIds.length === 0 || !configured()) return;
  const subscriptions = await db.pushSubscription.findMany({
    where: { userId: { in: userIds } },
    select: { id: true, endpoint: true, p256dh: true, auth: true, user: { select: { id: true, language: true } } },
  });
  if (subscriptions.length === 0) return;
  await Promise.all(
    subscriptions.map(async (s) => {
      const latest = await db.notification.findFirst({
        where: { userId: s.user.id, groupId },
        orderBy: { id: "desc" },
      });
      if (!latest) return;
      const payload = JSON.stringify({
        body: notificationText(latest, pickLocale(s.user.language, null)),
        url: latest.targetUrl ?? "/notifications",
      });
      try {
        await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          TTL: 3600,
        });
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await db.pushSubscription.deleteMany({ where: { id: s.id } });
        else console.warn("web push failed", status ?? (error instanceof Error ? error.message : error));
      }
    }),
  );
}
