// The API shape of a reseller or provider message.
import type { ResellerMessage } from "@/lib/db/generated/client";

export function resellerMessageJson(m: ResellerMessage) {
  return {
    id: m.id,
    source: m.source,
    integration_id: m.integrationId,
    author_name: m.authorName,
    subject: m.subject,
    body: m.body,
    created_at: m.createdAt.toISOString(),
    read_at: m.readAt?.toISOString() ?? null,
  };
}
export type ResellerMessageJson = ReturnType<typeof resellerMessageJson>;
