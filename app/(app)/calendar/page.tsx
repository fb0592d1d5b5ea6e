// /calendar – the month view of the people the caller may see, with a team filter, the calendar sort of
// the table settings, and "Request leave".
import Link from "next/link";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { calendarMonth } from "@/lib/leave/calendar-month";
import { CALENDAR_MONTH_COOKIE, pickCalendarMonth, shiftMonth } from "@/lib/leave/calendar-page-state";
import { listDayOffTypes } from "@/lib/leave/manage-day-off-types";
import { getTablePreferences } from "@/lib/table-preferences/get-table-preferences";
import { listTeams } from "@/lib/teams/list-teams";
import { MonthGrid, TypeLegend } from "@/components/leave/month-grid";
import { RequestLeaveDialog } from "@/components/leave/request-leave-dialog";
import { CalendarSortSettings } from "@/components/leave/calendar-sort-settings";

export async function generateMetadata() {
  return { title: (await getTranslations("leave"))("calendarTitle") };
}

type Search = { year?: string; month?: string; team_id?: string };

export default async function CalendarPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePageContext("calendar");
  const t = await getTranslations("leave");
  const query = await searchParams;
  const { year, month } = pickCalendarMonth(query, (await cookies()).get(CALENDAR_MONTH_COOKIE)?.value);
  const teamId = query.team_id && /^\d{1,10}$/.test(query.team_id) ? Number(query.team_id) : undefined;
  const [{ data: prefs }, teams, types] = await Promise.all([
    getTablePreferences(ctx, { table: "calendar" }),
    ctx.subject.role === "employee" ? Promise.resolve({ data: [] as Array<{ id: number; name: string }> }) : listTeams(ctx, { page: 1, per_page: 500 }),
    listDayOffTypes(ctx),
  ]);
  const { data } = await calendarMonth(ctx, { year, month, team_id: teamId, sort: prefs.calendar_sort });
  const prev = shiftMonth(year, month, -1);
  const next = shiftMonth(year, month, 1);
  const teamQuery = teamId ? `&team_id=${teamId}` : "";
  const monthName = new Intl.DateTimeFormat(ctx.user.language ?? "en", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 1)));
  const canManage = can(ctx.subject, "leave.manage");
  const readOnly = isReadOnly(ctx.subject);
  const others = ctx.subject.role === "employee" ? [] : data.people.filter((p) => p.id !== ctx.membership.employeeId).map((p) => ({ id: p.id, name: p.name }));
  const todayIso = new Date().toISOString().slice(0, 10);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t("calendarTitle")}</h1>
        <div className="flex flex-wrap gap-2">
          {canManage && <Link href="/calendar/settings" className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-100">{t("settingsTitle")}</Link>}
          {/* Read-only users get no write controls: the table settings save a preference, a request is a write. */}
          {!readOnly && <CalendarSortSettings edition={ctx.group.groupAccess} />}
          {!readOnly && <RequestLeaveDialog types={types.data} people={others} ownEmployeeId={ctx.membership.employeeId} defaultDate={todayIso} canManage={canManage} />}
        </div>
      </div>
      <nav aria-label={t("monthNavigation")} className="flex flex-wrap items-center gap-3">
        <Link href={`/calendar?year=${prev.year}&month=${prev.month}${teamQuery}`} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100" aria-label={t("previousMonth")}>‹</Link>
        <h2 className="min-w-40 text-center text-lg font-semibold capitalize" aria-live="polite">{monthName}</h2>
        <Link href={`/calendar?year=${next.year}&month=${next.month}${teamQuery}`} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100" aria-label={t("nextMonth")}>›</Link>
        {teams.data.length > 0 && (
          <form method="get" action="/calendar" className="flex items-center gap-2">
            <input type="hidden" name="year" value={year} />
            <input type="hidden" name="month" value={month} />
            <label htmlFor="calendar-team" className="text-sm font-medium">{t("team")}</label>
            <select id="calendar-team" name="team_id" defaultValue={teamId ?? ""} className="rounded-md border border-slate-300 px-2 py-1.5 text-sm">
              <option value="">{t("allTeams")}</option>
              {teams.data.map((team) => <option key={team.id} value={team.id}>{team.name}</option>)}
            </select>
            <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100">{t("show")}</button>
          </form>
        )}
      </nav>
      <TypeLegend types={data.day_off_types.filter((ty) => types.data.some((a) => a.id === ty.id))} />
      <MonthGrid days={data.days} people={data.people} types={data.day_off_types} linkPeople={ctx.subject.role === "employee" ? ctx.membership.employeeId : "all"} monthQuery={`?year=${year}&month=${month}`} />
    </div>
  );
}
