// The /inbox section of calendar conflicts with the payroll provider: each open conflict's day with our
// calendar and the provider's side by side, and the three decisions for those who may take them (a
// read-only user sees the list without buttons). Server component: listCalendarConflicts with the caller's scope.
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { formatDay } from "@/lib/i18n/format-date";
import type { CalendarSide } from "@/lib/payroll/calendar/compare-calendars";
import { listCalendarConflicts } from "@/lib/payroll/calendar/calendar-conflicts";
import type { InboxSectionProps } from "@/components/inbox/inbox-section-props";
import { ConflictItem, conflictActionTexts } from "@/components/inbox/conflict-item";

const PER_PAGE = 20;

export async function CalendarConflictsSection({ ctx, employeeId }: InboxSectionProps) {
  const t = await getTranslations("payrollMonthData.calendar");
  const locale = await getLocale();
  const list = await listCalendarConflicts(ctx, {
    page: 1,
    per_page: PER_PAGE,
    status: "open",
    employee_id: employeeId,
  });
  const canDecide = can(ctx.subject, "data_conflicts.manage");
  const decide = canDecide ? { api: "/api/integrations/calendar_conflicts", texts: conflictActionTexts(t) } : undefined;
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const show = (side: CalendarSide) =>
    side.length === 0
      ? t("noDayOff")
      : side.map((d) => t("dayOff", { code: d.code, hours: hours.format(d.hours) })).join(", ");

  return (
    <section aria-labelledby="inbox-calendar-conflicts-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="inbox-calendar-conflicts-title" className="mb-1 text-lg font-semibold">
        {t("title")} <span className="text-slate-600">({list.total})</span>
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("intro")}</p>
      {list.data.length === 0 ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.map((c) => {
            const day = formatDay(c.day, locale);
            return (
              <ConflictItem
                key={c.id}
                testId={`inbox-calendar-conflict-${c.id}`}
                employeeId={c.employee_id}
                employeeName={c.employee_name}
                subject={day}
                sides={{
                  ours: [t("ours"), show(c.our_value)],
                  theirs: [t("theirs", { alias: c.integration_alias }), show(c.their_value)],
                }}
                extra={
                  <Link
                    href={`/calendar?year=${c.day.slice(0, 4)}&month=${Number(c.day.slice(5, 7))}`}
                    className="mt-1 inline-block text-sm text-brand-700 hover:underline"
                  >
                    {t("openCalendar")}
                  </Link>
                }
                conflictId={c.id}
                version={c.version}
                decide={decide}
              />
            );
          })}
        </ul>
      )}
      {list.total > PER_PAGE && (
        <p className="mt-3 text-sm text-slate-600">{t("more", { count: list.total - PER_PAGE })}</p>
      )}
    </section>
  );
}
