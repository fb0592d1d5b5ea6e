// POST /api/notifications/setSeenBulk {notification_ids?} – opening the list marks the caller's notifications seen.
import { route } from "@/lib/api/route";
import { setNotificationsSeen } from "@/lib/notifications/mark-notifications";
import { ZSetSeenBulkInput } from "@/lib/notifications/notifications.types";

export const POST = route(
  { area: "notifications", input: ZSetSeenBulkInput, allowReadOnly: true },
  setNotificationsSeen,
);
