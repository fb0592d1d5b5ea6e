"use client";
// One notification as the bell and the /notifications page show it: icon per type, text, time, an
// unread marker and, for an export being prepared, its progress bar (live value when one arrived).
import { useTranslations } from "next-intl";
import type { NotificationJson } from "@/lib/notifications/notification-json";
import { NotificationIcon } from "./notification-icon";
import { capProgress } from "./progress";

export function NotificationContent({
  item,
  liveProgress,
}: {
  item: NotificationJson;
  liveProgress?: number | "failed";
}) {
  const t = useTranslations("notifications");
  // Failed live, or failed before this page loaded (the stored notification says so).
  const failed = liveProgress === "failed" || item.failed;
  const progress =
    item.type === "export_generation" && !failed ? capProgress(liveProgress ?? item.progress ?? 0) : null;
  return (
    <div
      className="flex w-full min-w-0 items-start gap-3"
      data-testid={`notification-${item.id}`}
      data-type={item.type}
      data-read={item.is_read}
    >
      <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <NotificationIcon icon={item.icon} />
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block break-words ${item.is_read ? "text-slate-700" : "font-medium text-slate-900"}`}>
          {item.body}
        </span>
        {progress !== null && (
          <span
            role="progressbar"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t("progress", { percent: progress })}
            className="mt-1.5 block h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <span
              className="block h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </span>
        )}
        {failed && <span className="mt-1 block text-sm text-red-800">{t("exportFailed")}</span>}
        <span className="mt-0.5 block text-xs text-slate-600">
          <time dateTime={item.time_sent}>{item.time_sent_formatted}</time>
        </span>
      </span>
      {!item.is_read && (
        <span className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" data-testid="notification-unread">
          <span className="sr-only">{t("unread")}</span>
        </span>
      )}
    </div>
  );
}
