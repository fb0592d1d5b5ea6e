import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { NOTIFICATIONS_PER_PAGE } from "./notification-types";

export const ZListNotificationsInput = ZPagination.extend({
  per_page: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PER_PAGE),
}).strict();
export type TListNotificationsInput = z.infer<typeof ZListNotificationsInput>;

export const ZSetReadInput = z
  .object({ notification_id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
export type TSetReadInput = z.infer<typeof ZSetReadInput>;

export const ZSetSeenBulkInput = z
  .object({ notification_ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(500).optional() })
  .strict();
export type TSetSeenBulkInput = z.infer<typeof ZSetSeenBulkInput>;

export const ZPusherAuthInput = z
  .object({
    socket_id: z.string().regex(/^\d+\.\d+$/, "Not a socket id"),
    channel_name: z.string().min(1).max(164),
  })
  .strict();
export type TPusherAuthInput = z.infer<typeof ZPusherAuthInput>;

// The push services browsers subscribe with. The server POSTs to the endpoint on every notification, so
// any other address (an internal host, a cloud metadata address) is refused rather than called.
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

export function isPushServiceUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.port === "" && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  } catch {
    return false;
  }
}

export const ZPushSubscriptionInput = z
  .object({
    // Absent or null: this browser unsubscribed.
    subscription: z
      .object({
        endpoint: z.string().url().max(1000).refine(isPushServiceUrl, "Not a browser push service address"),
        keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }).strict(),
        expirationTime: z.number().nullable().optional(),
      })
      .strict()
      .nullable()
      .optional(),
    endpoint: z.string().max(1000).optional(),
  })
  .strict();
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;
