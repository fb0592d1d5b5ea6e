// The month view as a table: one row per person, one column per day. Weekends, the person's rest days and
// public holidays are shaded; leave cells take the type's colour (pending ones striped), half days fill
// half the cell. A screen reader hears the person, the day and what it is.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { CalendarPerson } from "@/lib/leave/calendar-month";
import { dayOffTypeLabel } from "./day-off-type-label";

type Props = {
  days: Array<{ date: string; weekday: number; holiday: boolean }>;
  people: CalendarPerson[];
  types: Array<{ id: number; kind: string; name: string | null; colour: string }>;
  highlightRequestId?: number | null;
  /** "all": every name links to the person calendar; a number: only that person's (self-service). */
  linkPeople?: "all" | number | null;
  /** Query string the person links carry, so the person calendar opens on the same month. */
  monthQuery?: string;
};

export async function MonthGrid({ days, people, types, highlightRequestId, linkPeople = "all", monthQuery = "" }: Props) {
  const t = await getTranslations("leave");
  // Texts are looked up once, not per cell: a month of 1,000 people has 31,000 cells.
  const typeText = new Map(types.map((ty) => [ty.id, { label: dayOffTypeLabel(t, ty), colour: ty.colour }]));
  const statusText: Record<string, string> = {};
  for (const s of ["pending", "approved", "declined", "cancelled", "deletion_requested"]) statusText[s] = t(`status.${s}`);
  const away = t("away");
  const weekdays = Array.from({ length: 7 }, (_, d) => t(`weekdaysShort.${d}`));
  // Weekends and holidays shade whole columns; a person's own rest days on weekdays shade their cell.
  const columnOff = days.map((d) => d.holiday || d.weekday >= 5);
  const dayIndex = new Map(days.map((d, i) => [d.date, i]));
  const n = days.length;
  // Left and width in percent of the month cell; a half day starts or ends in the middle of its day.
  const place = (from: number, to: number, startsHalf: boolean, endsHalf: boolean) => {
    const left = from + (startsHalf ? 0.5 : 0);
    const right = to + 1 - (endsHalf ? 0.5 : 0);
    return { left: `${(left / n) * 100}%`, width: `${((right - left) / n) * 100}%` };
  };
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm" data-testid="month-grid">
      <table className="month-grid border-collapse text-xs">
        <caption className="sr-only">{t("gridCaption")}</caption>
        <colgroup>
          <col />
          {days.map((d) => <col key={d.date} className={`day${d.holiday ? " holiday" : d.weekday >= 5 ? " off" : ""}`} />)}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 min-w-40 bg-white px-3 py-2 text-left text-sm font-semibold">{t("person")}</th>
            {days.map((d) => (
              <th key={d.date} scope="col" className="w-8 min-w-8 px-0 py-1 text-center font-normal" title={d.holiday ? t("publicHoliday") : undefined}>
                <span className="block text-[10px] text-slate-600">{weekdays[d.weekday]}</span>
                <span className="block font-semibold">{Number(d.date.slice(8))}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.length === 0 && (
            <tr>
              <td colSpan={days.length + 1} className="px-3 py-6 text-center text-slate-600">{t("noPeople")}</td>
            </tr>
          )}
          {people.map((p) => {
            // One cell spans the month; leave and a person's own weekday rest days are bars placed on it, so
            // a row is a handful of elements instead of one per day.
            const ownOff = p.off_days.filter((date) => !columnOff[dayIndex.get(date) ?? 0]);
            return (
              // Row styles live in globals.css (.month-grid .who): a month of 1,000 people repeats them 1,000 times.
              <tr key={p.id}>
                <th scope="row" className="who">
                  {linkPeople === "all" || linkPeople === p.id ? <Link href={`/calendar/person/${p.id}${monthQuery}`}>{p.name}</Link> : p.name}
                </th>
                <td colSpan={days.length}>
                  {ownOff.map((date) => <b key={date} className="rest" style={place(dayIndex.get(date)!, dayIndex.get(date)!, false, false)} />)}
                  {p.spans.map((span) => {
                    const type = span.day_off_type_id ? typeText.get(span.day_off_type_id) : undefined;
                    const text = `${type?.label ?? away} (${statusText[span.status]})`;
                    return (
                      <span
                        key={span.request_id}
                        className={`leave${span.request_id === highlightRequestId ? " highlight" : ""}`}
                        data-request-id={span.request_id}
                        data-status={span.status}
                        title={text}
                        style={{ ...place(dayIndex.get(span.from)!, dayIndex.get(span.to)!, span.start_part === "second_half", span.end_part === "first_half"), backgroundColor: type?.colour ?? "#64748b" }}
                      >
                        <span className="sr-only">{`${p.name}, ${span.from}${span.to !== span.from ? ` – ${span.to}` : ""}: ${text}`}</span>
                      </span>
                    );
                  })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export async function TypeLegend({ types }: { types: Array<{ id: number; kind: string; name: string | null; colour: string }> }) {
  const t = await getTranslations("leave");
  return (
    <ul className="flex flex-wrap gap-3 text-sm" aria-label={t("legend")}>
      {types.map((ty) => (
        <li key={ty.id} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: ty.colour }} />
          {dayOffTypeLabel(t, ty)}
        </li>
      ))}
      <li className="flex items-center gap-1.5"><span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-slate-400 opacity-50" />{t("pendingLegend")}</li>
      <li className="flex items-center gap-1.5"><span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-amber-100 ring-1 ring-amber-300" />{t("publicHoliday")}</li>
    </ul>
  );
}
