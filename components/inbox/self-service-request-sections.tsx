// The /inbox sections of commute and wage requests: what HR decides (and, for commutes, sends with a payroll
// month). A read-only user sees the list without buttons.
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { formatDay } from "@/lib/i18n/format-date";
import { listWaitingCommutes } from "@/lib/requests/commutes/commute-request-kind";
import { listWaitingWageRequests } from "@/lib/requests/wages/wage-request-kind";
import { InboxPager } from "./inbox-pager";
import type { InboxSectionProps } from "./inbox-section-props";
import { RequestDecision } from "./request-decision";

const PER_PAGE = 10;

function money(value: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(value);
}

export async function CommuteRequestsSection({ ctx, page, employeeId, pageHref }: InboxSectionProps) {
  const t = await getTranslations("requests");
  const locale = await getLocale();
  const list = await listWaitingCommutes(ctx, { page, per_page: PER_PAGE, employee_id: employeeId });
  const acts = !isReadOnly(ctx.subject);
  const processes = acts && can(ctx.subject, "payroll.write");
  return (
    <section aria-labelledby="inbox-commute-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="inbox-commute-title" className="mb-3 text-lg font-semibold">
        {t("kinds.commute")} <span className="text-slate-500">({list.total})</span>
      </h2>
      {list.data.length === 0 ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 py-3" data-testid={`inbox-commute-${r.id}`}>
              <div>
                <p className="font-medium">
                  <Link
                    href={`/inbox?kind=commute&employee_id=${r.employee_id}`}
                    className="text-brand-700 underline hover:no-underline"
                  >
                    {r.employee_name}
                  </Link>
                  {" · "}
                  {t(`modes.${r.mode}`)} · {t(`status.${r.status}`)}
                </p>
                <p className="text-sm text-slate-600">
                  {r.mode === "public_transport"
                    ? t("ticketSummary", { price: money(r.ticket_price ?? 0, locale), days: r.days_per_month })
                    : // The message formats the number in the reader's language ({km, number}).
                      t("distanceSummary", { km: r.km_per_day, days: r.days_per_month })}
                  {r.monthly_allowance !== null
                    ? ` · ${t("allowance", { amount: money(r.monthly_allowance, locale) })}`
                    : ""}
                  {r.note ? ` · “${r.note}”` : ""}
                </p>
              </div>
              {acts && (
                <RequestDecision
                  path="commutes"
                  requestId={r.id}
                  label={`${r.employee_name} · ${t(`modes.${r.mode}`)}`}
                  pending={r.status === "pending"}
                  canProcess={processes}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <InboxPager page={page} perPage={PER_PAGE} total={list.total} pageHref={pageHref} />
    </section>
  );
}

export async function WageRequestsSection({ ctx, page, employeeId, pageHref }: InboxSectionProps) {
  const t = await getTranslations("requests");
  const locale = await getLocale();
  const list = await listWaitingWageRequests(ctx, { page, per_page: PER_PAGE, employee_id: employeeId });
  const acts = !isReadOnly(ctx.subject);
  return (
    <section aria-labelledby="inbox-wage-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="inbox-wage-title" className="mb-3 text-lg font-semibold">
        {t("kinds.wage")} <span className="text-slate-500">({list.total})</span>
      </h2>
      {list.data.length === 0 ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 py-3" data-testid={`inbox-wage-${r.id}`}>
              <div>
                <p className="font-medium">
                  <Link
                    href={`/inbox?kind=wage&employee_id=${r.employee_id}`}
                    className="text-brand-700 underline hover:no-underline"
                  >
                    {r.employee_name}
                  </Link>
                  {" · "}
                  {t("wageSummary", {
                    amount: money(r.proposed_bruto, locale),
                    date: formatDay(r.effective_date, locale),
                  })}
                </p>
                <p className="text-sm break-words text-slate-600">“{r.motivation}”</p>
              </div>
              {acts && (
                <RequestDecision
                  path="wages"
                  requestId={r.id}
                  label={`${r.employee_name} · ${t("kinds.wage")}`}
                  pending
                  canProcess={false}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <InboxPager page={page} perPage={PER_PAGE} total={list.total} pageHref={pageHref} />
    </section>
  );
}
