// The dropdown groups notifications by sender (spec section 3). Groups keep the order of their newest
// notification (the list comes newest first); a notification without a sender (jobs, integrations)
// belongs to the "System" group.
import type { NotificationJson } from "@/lib/notifications/notification-json";

export type SenderGroup<T> = { key: string; sender: string | null; avatar: string | null; items: T[] };

type Groupable = Pick<NotificationJson, "sender_name" | "avatar">;

export function groupBySender<T extends Groupable>(items: readonly T[]): SenderGroup<T>[] {
  const groups = new Map<string, SenderGroup<T>>();
  for (const item of items) {
    const sender = item.sender_name?.trim() || null;
    // A prefix keeps a person literally named "system" apart from the system group.
    const key = sender === null ? "system" : `sender:${sender}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, sender, avatar: sender === null ? null : item.avatar, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
