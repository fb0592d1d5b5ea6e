"use client";
// The bell's dropdown content (spec section 4). Radix mounts it only while the menu is open, so mounting
// is "the list opened": page 1 loads and everything is marked seen (the badge goes to 0). Notifications
// are grouped by sender in collapsible groups; choosing one marks it read and follows its link.
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { MenuGroup, MenuItem, MenuSeparator, menuItemClass } from "@/components/ui/hover-dropdown";
import type { NotificationJson } from "@/lib/notifications/notification-json";
import { groupBySender, type SenderGroup } from "./group-by-sender";
import { NotificationContent } from "./notification-content";
import { useNotifications } from "./notifications-provider";

export function BellPanel({ allHref }: { allHref: string | null }) {
  const t = useTranslations("notifications");
  const tBell = useTranslations("shell.bell");
  const { items, loadFailed, openList } = useNotifications();
  useEffect(() => openList("dropdown"), [openList]);

  return (
    <div data-testid="notifications-panel">
      <div className="max-h-[min(70vh,28rem)] overflow-y-auto">
        {items === null && !loadFailed && (
          <p role="status" className="px-3 pb-3 text-sm text-slate-700">
            {t("loading")}
          </p>
        )}
        {items === null && loadFailed && <p className="px-3 pb-3 text-sm text-red-800">{t("loadFailed")}</p>}
        {items?.length === 0 && (
          <p className="px-3 pb-3 text-sm text-slate-700" data-testid="notifications-empty">
            {tBell("empty")}
          </p>
        )}
        {items && items.length > 0 && groupBySender(items).map((group) => <BellGroup key={group.key} group={group} />)}
      </div>
      {allHref && (
        <>
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          <MenuItem asChild className={`${menuItemClass} justify-center font-medium text-brand-700`}>
            <Link href={allHref} data-testid="notifications-see-all">
              {tBell("seeAll")}
            </Link>
          </MenuItem>
        </>
      )}
    </div>
  );
}

function BellGroup({ group }: { group: SenderGroup<NotificationJson> }) {
  const t = useTranslations("notifications");
  const { progress, follow, markRead } = useNotifications();
  const [open, setOpen] = useState(true);
  const id = useId();
  const sender = group.sender ?? t("system");
  return (
    <MenuGroup
      data-testid="notification-group"
      data-sender={sender}
      className="border-b border-slate-100 py-1 last:border-b-0"
    >
      <MenuItem
        asChild
        className={`${menuItemClass} min-h-9 w-full py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700`}
        onSelect={(e) => {
          e.preventDefault(); // a group toggle keeps the menu open
          setOpen((o) => !o);
        }}
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={t("groupToggle", { sender, count: group.items.length })}
        >
          <SenderAvatar avatar={group.avatar} />
          <span className="flex-1 truncate text-left">{sender}</span>
          <span className="text-slate-600">{group.items.length}</span>
          <Chevron open={open} />
        </button>
      </MenuItem>
      <div id={id} hidden={!open}>
        {open &&
          group.items.map((item) => (
            <div key={item.id}>
              <MenuItem
                className={`${menuItemClass} items-start`}
                onSelect={() => follow(item)}
                data-testid="notification-item"
              >
                <NotificationContent item={item} liveProgress={progress[item.id]} />
              </MenuItem>
              {item.download_url && (
                <MenuItem
                  asChild
                  className={`${menuItemClass} ml-11 min-h-9 py-1 font-medium text-brand-700`}
                  onSelect={() => markRead(item)}
                >
                  <a href={item.download_url} download data-testid="notification-download">
                    {t("download")}
                  </a>
                </MenuItem>
              )}
            </div>
          ))}
      </div>
    </MenuGroup>
  );
}

export function SenderAvatar({ avatar }: { avatar: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-200 text-[10px] font-semibold normal-case text-slate-800"
    >
      {avatar ?? "•"}
    </span>
  );
}

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-4 w-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
      fill="currentColor"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}
