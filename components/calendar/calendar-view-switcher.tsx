"use client";
// Month / Week / List for the calendar, as links so the choice lives in the URL (?view=) and works by
// keyboard like any link. Without a choice in the URL the page shows the month on wide screens and the
// list on narrow ones (lib/leave/calendar-layout.ts); which link is current then follows the same breakpoint.
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { NARROW_QUERY } from "@/lib/leave/calendar-layout";
import { CALENDAR_VIEWS, type CalendarView } from "@/lib/leave/calendar-views";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function CalendarViewSwitcher({
  view,
  hrefs,
}: {
  view: CalendarView | null;
  hrefs: Record<CalendarView, string>;
}) {
  const t = useTranslations("calendar");
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => null,
  );
  const current = view ?? (narrow === null ? null : narrow ? "agenda" : "month");
  return (
    <nav
      aria-label={t("view")}
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm"
      data-testid="calendar-views"
    >
      {CALENDAR_VIEWS.map((v) => (
        <Link
          key={v}
          href={hrefs[v]}
          aria-current={current === v ? "page" : undefined}
          className="inline-flex min-h-9 items-center rounded px-3 font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
        >
          {t(`views.${v}`)}
        </Link>
      ))}
    </nav>
  );
}
