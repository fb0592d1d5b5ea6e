// The calendar as a list (the phone's default): the month's days that have something on them, each with
// its public holiday and who is away. Leave is listed on the days the person would have worked, so a
// two-week holiday does not fill the weekends in between.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatLongDay } from "@/lib/i18n/format-date";
import type { CalendarPerson } from "@/lib/leave/calendar-month";
import { dayOffTypeLabel } from "@/components/leave/day-off-type-label";
import type { GridDay, GridType } from "@/components/leave/month-grid";

type Props = {
  days: GridDay[];
  people: CalendarPerson[];
  types: GridType[];
  today?: string;
  linkPeople?: "all" | number | null;
  monthQuery?: string;
};

export function CalendarAgenda({ days, people, types, today, linkPeople = "all", monthQuery = "" }: Props) {
  const t = useTranslations("leave");
  const tc = useTranslations("calendar");
  const locale = useLocale();
  const typeById = new Map(types.map((ty) => [ty.id, ty]));
  const partText: Record<string, string> = {
    full: "",
    first_half: ` · ${tc("firstHalf")}`,
    second_half: ` · ${tc("secondHalf")}`,
  };
  const entries = days
    .map((day) => ({
      day,
      away: people.flatMap((p) => {
        const cell = p.leave[day.date];
        if (!cell || day.holiday || p.off_days.includes(day.date)) return [];
        return [{ person: p, cell, type: cell.day_off_type_id ? typeById.get(cell.day_off_type_id) : undefined }];
      }),
    }))
    .filter(({ day, away }) => day.holiday || away.length > 0);
  return (
    <section aria-label={tc("agendaCaption")} data-testid="calendar-agenda" className="rounded-lg bg-white shadow-sm">
      {entries.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">{tc("agendaEmpty")}</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {entries.map(({ day, away }) => (
            <li key={day.date} data-date={day.date} className="px-4 py-3">
              <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
                <time dateTime={day.date}>{formatLongDay(day.date, locale)}</time>
                {day.date === today && (
                  <span className="rounded bg-brand-50 px-1.5 text-xs font-medium text-brand-700">{tc("today")}</span>
                )}
              </h3>
              <ul className="mt-1 space-y-1 text-sm">
                {day.holiday && (
                  <li className="flex items-center gap-2">
                    <span
                      aria-hidden
                      className="inline-block h-3 w-3 shrink-0 rounded-sm bg-amber-100 ring-1 ring-amber-300"
                    />
                    {t("publicHoliday")}
                  </li>
                )}
                {away.map(({ person, cell, type }) => (
                  <li
                    key={person.id}
                    className="flex items-center gap-2"
                    data-person-id={person.id}
                    data-status={cell.status}
                  >
                    <span
                      aria-hidden
                      className={`inline-block h-3 w-3 shrink-0 rounded-sm${cell.status === "approved" ? "" : " opacity-50"}`}
                      style={{ backgroundColor: type?.colour ?? "#64748b" }}
                    />
                    <span className="min-w-0">
                      {linkPeople === "all" || linkPeople === person.id ? (
                        <Link
                          href={`/calendar/person/${person.id}${monthQuery}`}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {person.name}
                        </Link>
                      ) : (
                        <span className="font-medium">{person.name}</span>
                      )}
                      <span className="text-slate-600">
                        {" – "}
                        {type ? dayOffTypeLabel(t, type) : t("away")} ({t(`status.${cell.status}`)})
                        {partText[cell.part]}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
