// POST /api/notifications/pushPadAuth {subscription | endpoint} – stores (or drops) this browser's web-push subscription.
import { route } from "@/lib/api/route";
import { ZPushSubscriptionInput } from "@/lib/notifications/notifications.types";
import { savePushSubscription } from "@/lib/notifications/save-push-subscription";

export const POST = route(
  { area: "notifications", input: ZPushSubscriptionInput, allowReadOnly: true },
  savePushSubscription,
);
