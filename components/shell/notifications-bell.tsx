"use client";
// The notifications bell (spec sections 2 and 9): the unseen count up to 99, then "99+". Inside the app
// shell the count is live (components/notifications/notifications-provider.tsx) and the dropdown lists
// the notifications; without the provider it shows the count it was given and the link to the list.
// The list's code (components/notifications/bell-panel.tsx) comes after the page, like the menu's own.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { lazyModule } from "@/components/ui/lazy-module";
import { retryLazy } from "@/components/ui/lazy-fallback";
import { useOptionalNotifications } from "@/components/notifications/notifications-provider";
import { HoverDropdown, MenuItem, MenuLabel, menuItemClass } from "@/components/ui/hover-dropdown";
import { notificationBadgeText } from "@/lib/shell/badges";
import { BellIcon } from "./icons";

const bellPanel = lazyModule(() => import("@/components/notifications/bell-panel"));

/** The list inside the open menu: "Loading…" until its code is there, and a way to try again if it failed. */
function LazyBellPanel({ allHref }: { allHref: string | null }) {
  const t = useTranslations("common");
  const { module, failed } = bellPanel.useLazy(true);
  if (module) return <module.BellPanel allHref={allHref} />;
  return (
    <p className="px-3 pb-3 text-sm text-slate-700" role={failed ? "alert" : "status"}>
      {failed ? t("lazyFailedTitle") : t("loading")}
      {failed && (
        <button type="button" className="ml-2 underline" onClick={retryLazy(bellPanel)}>
          {t("lazyRetry")}
        </button>
      )}
    </p>
  );
}

export function NotificationsBell({ unseen, allHref }: { unseen: number; allHref: string | null }) {
  const t = useTranslations("shell.bell");
  const live = useOptionalNotifications();
  bellPanel.useModule(false); // fetched when the browser is idle, before anyone opens the menu
  const count = live ? live.unseen : unseen;
  const badge = notificationBadgeText(count);
  return (
    <HoverDropdown
      align="end"
      label={t("title")}
      testId="notifications-menu"
      contentClassName="w-[22rem]"
      trigger={
        <button
          type="button"
          aria-label={badge ? t("labelWithCount", { count: badge }) : t("label")}
          data-testid="notifications-bell"
          className="relative flex h-10 w-10 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
        >
          <BellIcon />
          {badge && (
            <span
              data-testid="notifications-badge"
              className="absolute -right-0.5 top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] font-semibold leading-5 text-white"
            >
              {badge}
            </span>
          )}
        </button>
      }
    >
      <MenuLabel className="px-3 py-2 font-semibold">{t("title")}</MenuLabel>
      {live ? (
        <LazyBellPanel allHref={allHref} />
      ) : (
        <>
          {count === 0 && (
            <p className="px-3 pb-3 text-sm text-slate-700" data-testid="notifications-empty">
              {t("empty")}
            </p>
          )}
          {allHref && (
            <MenuItem asChild className={menuItemClass}>
              <Link href={allHref}>{t("seeAll")}</Link>
            </MenuItem>
          )}
        </>
      )}
    </HoverDropdown>
  );
}
