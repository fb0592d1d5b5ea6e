// The month (or week) grid of the calendar pages (./month-grid-table.tsx draws it in the browser's
// components) and the colour legend above it.
import { useTranslations } from "next-intl";
import type { CalendarPerson } from "@/lib/leave/calendar-month";
import { dayOffTypeLabel } from "./day-off-type-label";
import { MonthGridTable, type GridType, type MonthGridProps } from "./month-grid-table";

export type { GridDay, GridType } from "./month-grid-table";

/** The grid, handed only the fields of each person it draws: the page's props are serialised into its HTML. */
export function MonthGrid({ people, ...props }: Omit<MonthGridProps, "people"> & { people: CalendarPerson[] }) {
  return (
    <MonthGridTable
      {...props}
      people={people.map(({ id, name, off_days, leave }) => ({ id, name, off_days, leave }))}
    />
  );
}

export function TypeLegend({ types }: { types: GridType[] }) {
  const t = useTranslations("leave");
  const tc = useTranslations("calendar");
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label={t("legend")}>
      {types.map((ty) => (
        <li key={ty.id} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: ty.colour }} />
          {dayOffTypeLabel(t, ty)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-slate-400 opacity-50" />
        {t("pendingLegend")}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-amber-100 ring-1 ring-amber-300" />
        {t("publicHoliday")}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-slate-200 ring-1 ring-slate-300" />
        {tc("weekend")}
      </li>
    </ul>
  );
}
