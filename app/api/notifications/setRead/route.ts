// POST /api/notifications/setRead {notification_id} – marks one of the caller's notifications read and seen.
import { route } from "@/lib/api/route";
import { setNotificationRead } from "@/lib/notifications/mark-notifications";
import { ZSetReadInput } from "@/lib/notifications/notifications.types";

export const POST = route({ area: "notifications", input: ZSetReadInput, allowReadOnly: true }, setNotificationRead);
