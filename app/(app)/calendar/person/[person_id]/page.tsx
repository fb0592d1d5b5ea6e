// /calendar/person/{person_id} – one person's month, balances and requests. ?highlight={request id}
// outlines that request (links from notifications and the inbox use it).
import Link from "next/link";
import { notFound } from "next/navigation";
import { cookies } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDayRange } from "@/lib/i18n/format-date";
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { AppError } from "@/lib/api/errors";
import { calendarMonth } from "@/lib/leave/calendar-month";
import { CALENDAR_MONTH_COOKIE, pickCalendarMonth, shiftMonth } from "@/lib/leave/calendar-page-state";
import { mayDecide } from "@/lib/leave/leave-approvers";
import { findPersonForLeave, getLatestSaldo } from "@/lib/leave/leave-balance";
import { listLeaveRequests } from "@/lib/leave/list-leave-requests";
import { companyToday } from "@/lib/leave/company-today";
import { listDayOffTypes } from "@/lib/leave/manage-day-off-types";
import { displayName } from "@/lib/people/display-name";
import { MonthGrid } from "@/components/leave/month-grid";
import { BalanceCard } from "@/components/leave/balance-card";
import { RequestActions } from "@/components/leave/request-actions";
import { RequestLeaveDialog } from "@/components/leave/request-leave-dialog";
import { dayOffTypeLabel } from "@/components/leave/day-off-type-label";
import { leaveRequestSource } from "@/components/leave/leave-request-source";
import { withClientMessages } from "@/lib/i18n/client-messages";

type Search = { year?: string; month?: string; highlight?: string };

export async function generateMetadata() {
  return { title: (await getTranslations("leave"))("personCalendarTitle") };
}

async function PersonCalendarPage({
  params,
  searchParams,
}: {
  params: Promise<{ person_id: string }>;
  searchParams: Promise<Search>;
}) {
  const ctx = await requirePageContext("/calendar");
  const t = await getTranslations("leave");
  const locale = await getLocale();
  const { person_id } = await params;
  if (!/^\d{1,10}$/.test(person_id)) notFound();
  const personId = Number(person_id);
  const person = await findPersonForLeave(ctx, personId).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const query = await searchParams;
  const { year, month } = pickCalendarMonth(query, (await cookies()).get(CALENDAR_MONTH_COOKIE)?.value);
  const highlight = query.highlight && /^\d{1,10}$/.test(query.highlight) ? Number(query.highlight) : null;
  const [{ data: cal }, saldo, requests, types, decides] = await Promise.all([
    calendarMonth(ctx, { year, month, employee_id: personId }),
    getLatestSaldo(ctx, { id: personId }),
    listLeaveRequests(ctx, { employee_id: personId, page: 1, per_page: 50 }),
    listDayOffTypes(ctx),
    mayDecide(ctx, personId),
  ]);
  const own = personId === ctx.membership.employeeId;
  // Read-only users see everything here and change nothing: no request, decision or withdrawal controls.
  const readOnly = isReadOnly(ctx.subject);
  const prev = shiftMonth(year, month, -1);
  const next = shiftMonth(year, month, 1);
  const monthName = new Intl.DateTimeFormat(ctx.user.language ?? "en", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  const typeById = new Map(cal.day_off_types.map((ty) => [ty.id, ty]));
  const name = displayName(person);
  const base = `/calendar/person/${personId}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link href="/calendar" className="text-sm text-brand-700 hover:underline">
            ← {t("calendarTitle")}
          </Link>
          <h1 className="text-2xl font-semibold">{name}</h1>
        </div>
        {!readOnly && (own || decides || can(ctx.subject, "leave.manage")) && (
          <RequestLeaveDialog
            types={types.data}
            people={own ? [] : [{ id: personId, name }]}
            ownEmployeeId={own ? personId : null}
            defaultDate={new Date().toISOString().slice(0, 10)}
            canManage={can(ctx.subject, "leave.manage")}
          />
        )}
      </div>
      <nav aria-label={t("monthNavigation")} className="flex items-center gap-3">
        <Link
          href={`${base}?year=${prev.year}&month=${prev.month}`}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
          aria-label={t("previousMonth")}
        >
          ‹
        </Link>
        <h2 className="min-w-40 text-center text-lg font-semibold capitalize">{monthName}</h2>
        <Link
          href={`${base}?year=${next.year}&month=${next.month}`}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
          aria-label={t("nextMonth")}
        >
          ›
        </Link>
      </nav>
      <MonthGrid
        days={cal.days}
        people={cal.people}
        types={cal.day_off_types}
        today={companyToday()}
        highlightRequestId={highlight}
        linkPeople={null}
      />

      <section aria-labelledby="balances-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="balances-title" className="mb-3 text-lg font-semibold">
          {t("balances")}
        </h2>
        {saldo.data.saldos.length === 0 ? (
          <p className="text-slate-600">{t("noBalances")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {saldo.data.saldos.map((s) => (
              <li key={s.day_off_type_id}>
                <BalanceCard saldo={s} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="requests-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="requests-title" className="mb-3 text-lg font-semibold">
          {t("requests")}
        </h2>
        {requests.data.length === 0 ? (
          <p className="text-slate-600">{t("noRequests")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {requests.data.map((r) => {
              const type = typeById.get(r.day_off_type_id);
              const label = `${type ? dayOffTypeLabel(t, type) : ""} ${formatDayRange(r.start_date, r.end_date, locale)}`;
              const open = ["pending", "approved", "deletion_requested"].includes(r.status);
              const source = leaveRequestSource(t, r);
              return (
                <li
                  key={r.id}
                  id={`request-${r.id}`}
                  className={`flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between ${r.id === highlight ? "rounded-md bg-amber-50 px-2" : ""}`}
                  data-testid={`request-${r.id}`}
                >
                  <div>
                    <p className="font-medium">{label}</p>
                    <p className="text-sm text-slate-600">
                      {t(`status.${r.status}`)} ·{" "}
                      {t(type?.unit === "hours" ? "hoursValue" : "daysValue", { value: r.amount })}
                      {source ? ` · ${source}` : ""}
                      {r.note ? ` · “${r.note}”` : ""}
                      {r.decision_note ? ` · ${r.decision_note}` : ""}
                    </p>
                  </div>
                  {open && !readOnly && (
                    <RequestActions
                      requestId={r.id}
                      label={label}
                      canDecide={decides && (r.status === "pending" || r.status === "deletion_requested") && !readOnly}
                      canCancel={(own || decides) && r.status !== "deletion_requested" && !readOnly}
                      deletionRequested={r.status === "deletion_requested"}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export default withClientMessages("calendar", PersonCalendarPage);
