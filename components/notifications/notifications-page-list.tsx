"use client";
// The full list on /notifications (spec section 2): one server-rendered page of 10, grouped by sender
// like the bell, with Previous/Next. Opening the page marks everything seen; a new notification or a
// finished export while it is open reloads the page's data from the server.
import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Pagination } from "@/components/ui/pagination";
import type { NotificationJson } from "@/lib/notifications/notification-json";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/ui/constants";
import { Chevron, SenderAvatar } from "./bell-panel";
import { groupBySender, type SenderGroup } from "./group-by-sender";
import { NotificationContent } from "./notification-content";
import { useNotifications } from "./notifications-provider";

type Props = { notifications: NotificationJson[]; total: number; page: number; emptyText: string };

export function NotificationsPageList({ notifications, total, page, emptyText }: Props) {
  const router = useRouter();
  const { openList, version } = useNotifications();
  useEffect(() => openList("page"), [openList]);

  const seenVersion = useRef(version);
  useEffect(() => {
    if (version === seenVersion.current) return;
    seenVersion.current = version;
    router.refresh();
  }, [version, router]);

  return (
    <div>
      {notifications.length === 0 ? (
        <p className="text-slate-700" data-testid="notifications-empty">
          {emptyText}
        </p>
      ) : (
        <div className="divide-y divide-slate-100">
          {groupBySender(notifications).map((group) => (
            <PageGroup key={group.key} group={group} />
          ))}
        </div>
      )}
      {total > NOTIFICATIONS_PAGE_SIZE && (
        <Pagination
          className="mt-4"
          page={page - 1}
          itemsOnPage={notifications.length}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          total={total}
          onPageChange={(p) => router.push(`/notifications?page=${p + 1}`)}
        />
      )}
    </div>
  );
}

function PageGroup({ group }: { group: SenderGroup<NotificationJson> }) {
  const t = useTranslations("notifications");
  const { progress, follow, markRead } = useNotifications();
  const [open, setOpen] = useState(true);
  const id = useId();
  const sender = group.sender ?? t("system");
  return (
    <section data-testid="notification-group" data-sender={sender} className="py-2">
      <h2 className="text-sm">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-10 w-full items-center gap-2 rounded px-2 text-left font-semibold text-slate-800 hover:bg-slate-100"
        >
          <SenderAvatar avatar={group.avatar} />
          <span className="flex-1 truncate">{sender}</span>
          <span className="font-normal text-slate-600">{t("count", { count: group.items.length })}</span>
          <Chevron open={open} />
        </button>
      </h2>
      <ul id={id} hidden={!open} className="mt-1 space-y-1">
        {group.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 sm:flex-row sm:items-start">
            <button
              type="button"
              onClick={() => follow(item)}
              data-testid="notification-item"
              className="flex-1 rounded px-2 py-2 text-left hover:bg-brand-50"
            >
              <NotificationContent item={item} liveProgress={progress[item.id]} />
            </button>
            {item.download_url && (
              <a
                href={item.download_url}
                download
                onClick={() => markRead(item)}
                data-testid="notification-download"
                className="ml-13 self-start rounded px-2 py-2 text-sm font-medium text-brand-700 hover:underline sm:ml-0"
              >
                {t("download")}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
