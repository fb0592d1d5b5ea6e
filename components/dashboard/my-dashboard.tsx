// The caller's own part of the dashboard (server-rendered): leave balance per type, open and recent
// requests with their state, upcoming approved leave and the documents still to read, each linking on
// to its full screen (the person calendar, one's own record's documents or /documents).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { getMyDashboard } from "@/lib/dashboard/get-my-dashboard";
import { dayOffTypeLabel } from "@/components/leave/day-off-type-label";
import { formatDay } from "@/components/people/format";

type Data = NonNullable<Awaited<ReturnType<typeof getMyDashboard>>>;
type Request = NonNullable<Data["leave"]>["open_requests"][number];

const card = "rounded-lg bg-white p-4 shadow-sm";
const linkClass = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";

export async function MyDashboard({ data }: { data: Data }) {
  const t = await getTranslations("dashboard");
  const tLeave = await getTranslations("leave");
  const calendar = `/calendar/person/${data.employee_id}`;
  const period = (r: Request) =>
    r.start_date === r.end_date ? formatDay(r.start_date) : `${formatDay(r.start_date)} – ${formatDay(r.end_date)}`;
  const value = (unit: string, v: number) => tLeave(unit === "hours" ? "hoursValue" : "daysValue", { value: v });
  const amount = (r: Request) =>
    tLeave(r.day_off_type?.unit === "hours" ? "hoursValue" : "daysValue", { value: r.amount });
  const requestItem = (r: Request, testId: string) => (
    <li key={r.id} className="py-2" data-testid={testId}>
      <Link
        href={`${calendar}?highlight=${r.id}`}
        className="flex flex-col gap-0.5 rounded-md hover:bg-slate-50 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
      >
        <span className="font-medium">
          {r.day_off_type ? dayOffTypeLabel(tLeave, r.day_off_type) : ""} · {period(r)}
        </span>
        <span className="text-sm text-slate-600">
          {tLeave(`status.${r.status as "pending"}`)} · {amount(r)}
        </span>
      </Link>
    </li>
  );

  return (
    <section aria-labelledby="my-dashboard-title" className="space-y-4" data-testid="my-dashboard">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-dashboard-title" className="text-xl font-semibold">
          {t("mine.title")}
        </h2>
        <Link href={`/people/${data.employee_id}`} className={linkClass} data-testid="my-profile-link">
          {t("mine.profile")}
        </Link>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {data.leave && (
          <>
            <section aria-labelledby="my-balance-title" className={card} data-testid="my-balances">
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                <h3 id="my-balance-title" className="text-lg font-semibold">
                  {t("mine.balance")}
                </h3>
                <Link href={calendar} className={linkClass}>
                  {t("mine.toCalendar")}
                </Link>
              </div>
              {data.leave.balances.length === 0 ? (
                <p className="text-slate-600">{tLeave("noBalances")}</p>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {data.leave.balances.map((s) => (
                    <li
                      key={s.day_off_type_id}
                      className="rounded-md border border-slate-200 p-3"
                      data-testid={`my-balance-${s.kind}`}
                    >
                      <p className="text-sm text-slate-700">{dayOffTypeLabel(tLeave, s)}</p>
                      <p className="text-2xl font-semibold">
                        {value(s.unit, s.remaining)}{" "}
                        <span className="text-sm font-normal text-slate-600">{tLeave("balance.remaining")}</span>
                      </p>
                      {/* lib/leave's figures as they are: taken, planned (approved, ahead), pending and what is left for new requests. */}
                      <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
                        {(["taken", "planned", "pending", "available"] as const).map((key) => (
                          <div key={key} className="flex items-baseline justify-between gap-3">
                            <dt>{tLeave(`balance.${key}`)}</dt>
                            <dd className="whitespace-nowrap tabular-nums">{value(s.unit, s[key])}</dd>
                          </div>
                        ))}
                      </dl>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="my-requests-title" className={card} data-testid="my-requests">
              <h3 id="my-requests-title" className="mb-2 text-lg font-semibold">
                {t("mine.requests")}
              </h3>
              <h4 className="text-sm font-semibold text-slate-700">{t("mine.open")}</h4>
              {data.leave.open_requests.length === 0 ? (
                <p className="py-2 text-sm text-slate-600">{t("mine.noOpen")}</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.leave.open_requests.map((r) => requestItem(r, `my-open-${r.id}`))}
                </ul>
              )}
              <h4 className="mt-3 text-sm font-semibold text-slate-700">{t("mine.recent")}</h4>
              {data.leave.recent_requests.length === 0 ? (
                <p className="py-2 text-sm text-slate-600">{t("mine.noRecent")}</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.leave.recent_requests.map((r) => requestItem(r, `my-recent-${r.id}`))}
                </ul>
              )}
            </section>
            <section aria-labelledby="my-upcoming-title" className={card} data-testid="my-upcoming">
              <h3 id="my-upcoming-title" className="mb-2 text-lg font-semibold">
                {t("mine.upcoming")}
              </h3>
              {data.leave.upcoming_leave.length === 0 ? (
                <p className="text-sm text-slate-600">{t("mine.noUpcoming")}</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.leave.upcoming_leave.map((r) => requestItem(r, `my-upcoming-${r.id}`))}
                </ul>
              )}
            </section>
          </>
        )}
        {data.documents && (
          <section aria-labelledby="my-documents-title" className={card} data-testid="my-documents">
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <h3 id="my-documents-title" className="text-lg font-semibold">
                {t("mine.documents", { count: data.documents.total })}
              </h3>
              <Link href="/documents" className={linkClass}>
                {t("mine.allDocuments")}
              </Link>
            </div>
            {data.documents.files.length === 0 ? (
              <p className="text-sm text-slate-600">{t("mine.noDocuments")}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.documents.files.map((f) => (
                  <li
                    key={f.file_id}
                    className="flex flex-wrap items-baseline justify-between gap-2 py-2"
                    data-testid={`my-document-${f.file_id}`}
                  >
                    <a
                      href={f.preview_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="min-w-0 break-words font-medium text-brand-700 hover:underline"
                    >
                      {f.filename}
                      <span className="sr-only"> {t("mine.newTab")}</span>
                    </a>
                    <span className="text-sm text-slate-600">
                      {f.is_important && (
                        <span className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                          {t("mine.important")}
                        </span>
                      )}
                      {formatDay(f.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </section>
  );
}
