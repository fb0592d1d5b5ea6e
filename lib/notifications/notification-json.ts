// One notification as the API answers it (spec section 3): id, type, is_read, is_seen, target_url,
// related_employee_name, avatar, time_sent_formatted, body, download_url, plus the sender (the dropdown
// groups by it), the icon and, for exports, the progress. The body is written in the reader's language.
import { createTranslator } from "use-intl/core";
import type { Notification } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import { formatDay } from "@/lib/i18n/format-date";
import enLeave from "@/messages/en/leave.json";
import nlLeave from "@/messages/nl/leave.json";
import frLeave from "@/messages/fr/leave.json";
import en from "@/messages/en/notifications.json";
import nl from "@/messages/nl/notifications.json";
import fr from "@/messages/fr/notifications.json";
import { NOTIFICATION_ICONS } from "./notification-types";

const MESSAGES = {
  en: { notifications: en, leave: enLeave },
  nl: { notifications: nl, leave: nlLeave },
  fr: { notifications: fr, leave: frLeave },
} as const;

export type NotificationJson = ReturnType<typeof notificationJson>;

export function notificationJson(n: Notification, locale: Locale, now = new Date()) {
  return {
    id: n.id,
    type: n.type,
    icon: NOTIFICATION_ICONS[n.type],
    is_read: n.isRead,
    is_seen: n.isSeen,
    target_url: n.targetUrl,
    related_employee_id: n.relatedEmployeeId,
    related_employee_name: n.relatedEmployeeName,
    sender_name: n.senderName,
    avatar: initials(n.senderName ?? n.relatedEmployeeName),
    time_sent: n.createdAt.toISOString(),
    time_sent_formatted: timeAgo(n.createdAt, now, locale),
    body: notificationText(n, locale),
    progress: n.type === "export_generation" ? Math.min(100, Math.max(0, n.progress ?? 0)) : null,
    failed: n.type === "export_generation" && (n.params as Record<string, unknown> | null)?.failed === true,
    download_url: n.type === "export_ready" && n.exportJobId ? `/api/exports/${n.exportJobId}/download` : null,
  };
}

export function notificationText(
  n: Pick<Notification, "type" | "params" | "relatedEmployeeName">,
  locale: Locale,
): string {
  const t = createTranslator({ locale, messages: MESSAGES[locale], onError: () => undefined });
  const params = (n.params ?? {}) as Record<string, string | number>;
  const values = {
    employee: n.relatedEmployeeName ?? "",
    file: "",
    count: 0,
    ...params,
    ...leaveValues(params, locale),
  };
  return t(`notifications.types.${n.type}` as never, values as never);
}

/** A leave period's words in the reader's language: the day-off type's name and the two dates. */
export function leaveValues(
  params: Record<string, unknown>,
  locale: Locale,
): { type: string; start: string; end: string } {
  const t = createTranslator({ locale, messages: MESSAGES[locale], onError: () => undefined });
  const kind = typeof params.type_kind === "string" ? params.type_kind : null;
  const type = kind && kind !== "custom" ? t(`leave.types.${kind}` as never) : String(params.type_name ?? "");
  const day = (v: unknown) =>
    typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDay(v, locale) : String(v ?? "");
  return { type, start: day(params.start), end: day(params.end) };
}

function initials(name: string | null): string | null {
  if (!name) return null;
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || null;
}

/** "5 minutes ago", "vor 2 dagen", in the reader's language; a date after a week. */
export function timeAgo(then: Date, now: Date, locale: Locale): string {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  const rtf = new Intl.RelativeTimeFormat(formatLocale(locale), { numeric: "auto" });
  if (abs < 60) return rtf.format(0, "second");
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), "hour");
  if (abs < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), "day");
  return formatDay(then, locale, { dateIsMoment: true });
}

// Our users are in Belgium and the Netherlands: English dates as in Europe (1 Mar 2027), Dutch and French as in Belgium.
function formatLocale(locale: Locale): string {
  return locale === "en" ? "en-GB" : `${locale}-BE`;
}
