// Header badge rules (spec sections 2 and 9).
import { INBOX_BADGE_URGENT_ABOVE, NOTIFICATION_BADGE_MAX } from "@/lib/ui/constants";

/** The bell's text: nothing at 0, the count up to 99, then "99+". */
export function notificationBadgeText(unseen: number): string | null {
  if (!Number.isFinite(unseen) || unseen <= 0) return null;
  const n = Math.floor(unseen);
  return n > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(n);
}

/** The inbox badge turns urgent above 5 pending items. */
export function isInboxUrgent(pending: number): boolean {
  return pending > INBOX_BADGE_URGENT_ABOVE;
}
