// A browser's web-push subscription (POST /api/notifications/pushPadAuth): stored for the caller, or
// removed when the browser unsubscribed. Never while impersonating (spec: push is off then).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { TPushSubscriptionInput } from "./notifications.types";
import { vapidPublicKey } from "./web-push";

export async function savePushSubscription(ctx: RequestContext, input: TPushSubscriptionInput) {
  if (ctx.impersonatorUserId) throw AppError.forbidden("Push notifications are off while impersonating");
  if (!input.subscription) {
    if (input.endpoint)
      await db.pushSubscription.deleteMany({ where: { endpoint: input.endpoint, userId: ctx.user.id } });
    return { subscribed: false, vapid_public_key: vapidPublicKey() };
  }
  const { endpoint, keys } = input.subscription;
  // An endpoint belongs to one browser profile; whoever signs in there last receives its pushes.
  await db.pushSubscription.upsert({
    where: { endpoint },
    create: { endpoint, p256dh: keys.p256dh, auth: keys.auth, userId: ctx.user.id },
    update: { p256dh: keys.p256dh, auth: keys.auth, userId: ctx.user.id },
  });
  return { subscribed: true, vapid_public_key: vapidPublicKey() };
}
