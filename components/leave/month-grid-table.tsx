"use client";
// The month (or week) view as a table: one row per person, one cell per day. Every cell carries its own day's
// state - weekend, public holiday, the person's own rest day, today - and the leave on it in the type's
// colour (pending ones striped, a half day filling its half). A screen reader hears the row's person and
// the column's day from the headers, and the leave from the cell.
// A client component on purpose (issue 18): as a server component each of a month's cells travelled twice,
// as HTML and as an element in the RSC payload (~70 bytes a cell, 230 KB for 60 people); now the payload
// holds each person's leave once and the cells are rendered from it. MonthGrid (./month-grid.tsx) trims
// the people to what the table reads.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { CalendarPerson } from "@/lib/leave/calendar-month";
import { dayOffTypeLabel } from "./day-off-type-label";

/** What the table reads of a person (not the API's spans or team). */
export type GridPerson = Pick<CalendarPerson, "id" | "name" | "off_days" | "leave">;

export type GridDay = { date: string; weekday: number; holiday: boolean };
export type GridType = { id: number; kind: string; name: string | null; colour: string };

export type MonthGridProps = {
  days: GridDay[];
  people: GridPerson[];
  types: GridType[];
  /** YYYY-MM-DD of today in the company's calendar; its column is outlined. */
  today?: string;
  highlightRequestId?: number | null;
  /** "all": every name links to the person calendar; a number: only that person's (self-service). */
  linkPeople?: "all" | number | null;
  /** Query string the person links carry, so the person calendar opens on the same month. */
  monthQuery?: string;
  caption?: string;
};

const UNTYPED_COLOUR = "#64748b";

export function MonthGridTable({
  days,
  people,
  types,
  today,
  highlightRequestId,
  linkPeople = "all",
  monthQuery = "",
  caption,
}: MonthGridProps) {
  const t = useTranslations("leave");
  const tc = useTranslations("calendar");
  // Texts are looked up once, not per cell: a month of 1,000 people has 31,000 cells.
  const typeText = new Map(types.map((ty) => [ty.id, { label: dayOffTypeLabel(t, ty), colour: ty.colour }]));
  const statusText: Record<string, string> = {};
  for (const s of ["pending", "approved", "declined", "cancelled", "deletion_requested"])
    statusText[s] = t(`status.${s}`);
  const partText: Record<string, string> = {
    full: "",
    first_half: `, ${tc("firstHalf")}`,
    second_half: `, ${tc("secondHalf")}`,
  };
  const away = t("away");
  const restDay = t("restDay");
  const weekdays = Array.from({ length: 7 }, (_, d) => t(`weekdaysShort.${d}`));
  // The day's own shading, shared by every row: a weekend, or a public holiday (also on a weekend).
  const columnOff = days.map((d) => d.holiday || d.weekday >= 5);
  const dayClass = days.map((d) =>
    [d.holiday ? "holiday" : d.weekday >= 5 ? "weekend" : "", d.date === today ? "today" : ""]
      .filter(Boolean)
      .join(" "),
  );
  return (
    <div className="month-grid-frame overflow-x-auto rounded-lg bg-white shadow-sm" data-testid="month-grid">
      <table
        className={`month-grid text-xs${days.length <= 7 ? " week" : ""}`}
        style={{ ["--days" as string]: days.length }}
      >
        <caption className="sr-only">{caption ?? t("gridCaption")}</caption>
        <colgroup>
          <col className="who" />
          {days.map((d) => (
            <col key={d.date} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="who">
              {t("person")}
            </th>
            {days.map((d, i) => (
              <th
                key={d.date}
                scope="col"
                className={`day ${dayClass[i]}`}
                data-date={d.date}
                title={d.holiday ? t("publicHoliday") : undefined}
                aria-current={d.date === today ? "date" : undefined}
              >
                <span className="block text-[10px] text-slate-600">{weekdays[d.weekday]}</span>
                <span className="block font-semibold">{Number(d.date.slice(8))}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.length === 0 && (
            <tr>
              <td colSpan={days.length + 1} className="empty">
                {t("noPeople")}
              </td>
            </tr>
          )}
          {people.map((p) => {
            const rest = new Set(p.off_days);
            return (
              // Cell styles live in globals.css (.month-grid td.*): a month of 1,000 people repeats them 31,000 times.
              <tr key={p.id} data-person-id={p.id}>
                <th scope="row" className="who" title={p.name}>
                  {linkPeople === "all" || linkPeople === p.id ? (
                    <Link href={`/calendar/person/${p.id}${monthQuery}`}>{p.name}</Link>
                  ) : (
                    p.name
                  )}
                </th>
                {days.map((d, i) => {
                  // A weekday the person does not work (part-time schedule) is shaded on their row only.
                  const own = !columnOff[i] && rest.has(d.date) ? "rest" : "";
                  const cell = p.leave[d.date];
                  const className = [dayClass[i], own].filter(Boolean).join(" ") || undefined;
                  if (!cell) return <td key={d.date} className={className} title={own ? restDay : undefined} />;
                  const type = cell.day_off_type_id ? typeText.get(cell.day_off_type_id) : undefined;
                  const text = `${type?.label ?? away} (${statusText[cell.status]})${partText[cell.part]}`;
                  return (
                    <td key={d.date} className={className} title={text}>
                      <span
                        className={`leave${cell.request_id === highlightRequestId ? " highlight" : ""}`}
                        data-request-id={cell.request_id}
                        data-status={cell.status}
                        data-part={cell.part}
                        style={{ backgroundColor: type?.colour ?? UNTYPED_COLOUR }}
                      >
                        <span className="sr-only">{text}</span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
