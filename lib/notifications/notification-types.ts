// The fifteen notification types of spec section 3, plus important_document_added (lib/documents) and the decision on
// one's own leave (time_off_approved / declined / cancelled, lib/notifications/leave-notifications.ts) and a message from
// the company's reseller or payroll provider (reseller_message, lib/integrations/messages) and expense claims (expense_*, lib/notifications/expense-notifications.ts) and commute and wage requests (commute_*, wage_change_*, lib/notifications/request-notifications.ts), each with its icon. Exports are the two kinds the
// export jobs write (lib/jobs).
import type { NotificationType } from "@/lib/db/generated/client";

export type { NotificationType };

export const NOTIFICATION_ICONS = {
  contract_signed: "contract",
  contract_declined: "contract",
  time_off_requested: "calendar",
  training_requested: "training",
  time_off_deleted: "calendar",
  time_off_deletion_requested: "calendar",
  personal_data_updated: "person",
  assets_requested: "asset",
  sick_note_uploaded: "medical",
  wage_updated_via_integration: "wage",
  new_person_spotted: "personAdd",
  export_ready: "download",
  export_generation: "progress",
  outplacement_eligible: "briefcase",
  automatic_archiving: "archive",
  important_document_added: "contract",
  time_off_approved: "calendarCheck",
  time_off_declined: "calendarX",
  time_off_cancelled: "calendarX",
  payroll_month_pushed: "wage",
  payroll_month_push_failed: "wage",
  reseller_message: "message",
  expense_requested: "wage",
  expense_approved: "wage",
  expense_declined: "wage",
  expense_processed: "wage",
  commute_requested: "wage",
  commute_accepted: "wage",
  commute_declined: "wage",
  commute_processed: "wage",
  wage_change_requested: "wage",
  wage_change_accepted: "wage",
  wage_change_declined: "wage",
  contract_signature_requested: "contract",
} as const satisfies Record<NotificationType, string>;

export type NotificationIcon = (typeof NOTIFICATION_ICONS)[NotificationType];

export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_ICONS) as NotificationType[];

export const NOTIFICATIONS_PER_PAGE = 10;
/** The realtime event names on a user's private channel. */
export const REALTIME_EVENTS = { notification: "notification", exportProgress: "export-progress" } as const;
