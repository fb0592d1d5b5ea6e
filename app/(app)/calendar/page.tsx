// /calendar – the people the caller may see with their leave, as a month grid, a week grid or a list
// (?view=month|week|agenda; without it the month on wide screens and the list on phones), with a team
// filter, the calendar sort of the table settings, and "Request leave".
import Link from "next/link";
import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { calendarMonth } from "@/lib/leave/calendar-month";
import { CALENDAR_MONTH_COOKIE, pickCalendarMonth, shiftMonth } from "@/lib/leave/calendar-page-state";
import { calendarWeek, pickCalendarWeek } from "@/lib/leave/calendar-week";
import { companyToday } from "@/lib/leave/company-today";
import { addDays } from "@/lib/leave/iso-date";
import { formatShortDay } from "@/lib/i18n/format-date";
import { listDayOffTypes } from "@/lib/leave/manage-day-off-types";
import { getTablePreferences } from "@/lib/table-preferences/get-table-preferences";
import { listTeams } from "@/lib/teams/list-teams";
import { MonthGrid, TypeLegend } from "@/components/leave/month-grid";
import { RequestLeaveDialog } from "@/components/leave/request-leave-dialog";
import { CalendarSortSettings } from "@/components/leave/calendar-sort-settings";
import { CalendarAgenda } from "@/components/calendar/calendar-agenda";
import { CalendarViewSwitcher } from "@/components/calendar/calendar-view-switcher";
import { CalendarLayoutSync } from "@/components/calendar/calendar-layout-sync";
import { CALENDAR_LAYOUT_COOKIE, pickCalendarLayout } from "@/lib/leave/calendar-layout";
import { parseCalendarView } from "@/lib/leave/calendar-views";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("leave"))("calendarTitle") };
}

type Search = { year?: string; month?: string; team_id?: string; view?: string; week?: string };

const navLink =
  "inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm hover:bg-slate-100";

async function CalendarPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePageContext("/calendar");
  const t = await getTranslations("leave");
  const tc = await getTranslations("calendar");
  const query = await searchParams;
  const view = parseCalendarView(query.view);
  const today = companyToday();
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const picked = pickCalendarMonth(query, jar.get(CALENDAR_MONTH_COOKIE)?.value);
  // Without a view in the URL, one of the two default layouts is rendered (lib/leave/calendar-layout.ts).
  const layout = view
    ? null
    : pickCalendarLayout(jar.get(CALENDAR_LAYOUT_COOKIE)?.value, head.get("user-agent"), head.get("sec-ch-ua-mobile"));
  const monday = view === "week" ? pickCalendarWeek(query.week, picked.year, picked.month, today) : null;
  // A week belongs to the month of its Thursday (as ISO weeks do), so switching back shows that month.
  const { year, month } = monday
    ? { year: Number(addDays(monday, 3).slice(0, 4)), month: Number(addDays(monday, 3).slice(5, 7)) }
    : picked;
  const teamId = query.team_id && /^\d{1,10}$/.test(query.team_id) ? Number(query.team_id) : undefined;
  // A self-service employee sees their own leave: no team filter, no other people to open.
  const seesOthers = can(ctx.subject, "leave.read_others");
  const [{ data: prefs }, teams, types] = await Promise.all([
    getTablePreferences(ctx, { table: "calendar" }),
    seesOthers
      ? listTeams(ctx, { page: 1, per_page: 500 })
      : Promise.resolve({ data: [] as Array<{ id: number; name: string }> }),
    listDayOffTypes(ctx),
  ]);
  const { data } = await calendarMonth(ctx, { year, month, team_id: teamId, sort: prefs.calendar_sort });
  const week = monday ? (await calendarWeek(ctx, { monday, team_id: teamId, sort: prefs.calendar_sort })).data : null;
  const prev = shiftMonth(year, month, -1);
  const next = shiftMonth(year, month, 1);
  const teamQuery = teamId ? `&team_id=${teamId}` : "";
  const viewQuery = view ? `&view=${view}` : "";
  const locale = ctx.user.language ?? "en";
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  const canManage = can(ctx.subject, "leave.manage");
  const readOnly = isReadOnly(ctx.subject);
  const others = seesOthers
    ? data.people.filter((p) => p.id !== ctx.membership.employeeId).map((p) => ({ id: p.id, name: p.name }))
    : [];
  const linkPeople = seesOthers ? "all" : ctx.membership.employeeId;
  const monthQuery = `?year=${year}&month=${month}`;
  const base = `/calendar?year=${year}&month=${month}${teamQuery}`;
  const hrefs = {
    month: `${base}&view=month`,
    week: `${base}&view=week${monday ? `&week=${monday}` : ""}`,
    agenda: `${base}&view=agenda`,
  };
  const grid = (
    <MonthGrid
      days={data.days}
      people={data.people}
      types={data.day_off_types}
      today={today}
      linkPeople={linkPeople}
      monthQuery={monthQuery}
    />
  );
  const agenda = (
    <CalendarAgenda
      days={data.days}
      people={data.people}
      types={data.day_off_types}
      today={today}
      linkPeople={linkPeople}
      monthQuery={monthQuery}
    />
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t("calendarTitle")}</h1>
        <div className="flex flex-wrap gap-2">
          {canManage && (
            <Link
              href="/calendar/settings"
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-100"
            >
              {t("settingsTitle")}
            </Link>
          )}
          {/* Read-only users get no write controls: the table settings save a preference, a request is a write. */}
          {!readOnly && <CalendarSortSettings edition={ctx.group.groupAccess} />}
          {!readOnly && (
            <RequestLeaveDialog
              types={types.data}
              people={others}
              ownEmployeeId={ctx.membership.employeeId}
              defaultDate={today}
              canManage={canManage}
            />
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {monday ? (
          <nav aria-label={tc("weekNavigation")} className="flex items-center gap-2">
            <Link
              href={`/calendar?view=week&week=${addDays(monday, -7)}${teamQuery}`}
              className={navLink}
              aria-label={tc("previousWeek")}
            >
              ‹
            </Link>
            <h2 className="min-w-40 text-center text-lg font-semibold" aria-live="polite">
              {tc("weekRange", {
                from: formatShortDay(monday, locale),
                to: formatShortDay(addDays(monday, 6), locale),
              })}
            </h2>
            <Link
              href={`/calendar?view=week&week=${addDays(monday, 7)}${teamQuery}`}
              className={navLink}
              aria-label={tc("nextWeek")}
            >
              ›
            </Link>
          </nav>
        ) : (
          <nav aria-label={t("monthNavigation")} className="flex items-center gap-2">
            <Link
              href={`/calendar?year=${prev.year}&month=${prev.month}${teamQuery}${viewQuery}`}
              className={navLink}
              aria-label={t("previousMonth")}
            >
              ‹
            </Link>
            <h2 className="min-w-40 text-center text-lg font-semibold capitalize" aria-live="polite">
              {monthName}
            </h2>
            <Link
              href={`/calendar?year=${next.year}&month=${next.month}${teamQuery}${viewQuery}`}
              className={navLink}
              aria-label={t("nextMonth")}
            >
              ›
            </Link>
          </nav>
        )}
        <CalendarViewSwitcher view={view} hrefs={hrefs} />
        {teams.data.length > 0 && (
          <form method="get" action="/calendar" className="flex items-center gap-2">
            <input type="hidden" name="year" value={year} />
            <input type="hidden" name="month" value={month} />
            {view && <input type="hidden" name="view" value={view} />}
            {monday && <input type="hidden" name="week" value={monday} />}
            <label htmlFor="calendar-team" className="text-sm font-medium">
              {t("team")}
            </label>
            <select
              id="calendar-team"
              name="team_id"
              defaultValue={teamId ?? ""}
              className="min-h-9 min-w-0 max-w-48 rounded-md border border-slate-300 px-2 text-sm"
            >
              <option value="">{t("allTeams")}</option>
              {teams.data.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
            <button type="submit" className={navLink}>
              {t("show")}
            </button>
          </form>
        )}
      </div>
      <TypeLegend types={data.day_off_types.filter((ty) => types.data.some((a) => a.id === ty.id))} />
      {view === "month" && grid}
      {view === "agenda" && agenda}
      {week && (
        <MonthGrid
          days={week.days}
          people={week.people}
          types={week.day_off_types}
          today={today}
          linkPeople={linkPeople}
          monthQuery={monthQuery}
          caption={tc("weekCaption")}
        />
      )}
      {/* The breakpoint still hides a wrongly guessed layout until CalendarLayoutSync has the right one. */}
      {layout === "wide" && <div className="hidden sm:block">{grid}</div>}
      {layout === "narrow" && <div className="sm:hidden">{agenda}</div>}
      {layout && <CalendarLayoutSync rendered={layout} />}
    </div>
  );
}

export default withClientMessages("calendar", CalendarPage);
