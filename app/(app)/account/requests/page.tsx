// /account/requests – the caller's own commute and wage requests with their status and HR's message, and
// the forms to file new ones (self-service). A read-only user sees the list, not the forms.
import { getLocale, getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { formatDay } from "@/lib/i18n/format-date";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { listCommuteRequests } from "@/lib/requests/commutes/commute-requests";
import { listWageRequests } from "@/lib/requests/wages/wage-requests";
import { CommuteRequestForm, WageRequestForm } from "@/components/inbox/self-service-request-forms";

export async function generateMetadata() {
  return { title: (await getTranslations("requests"))("myRequestsTitle") };
}

async function MyRequestsPage() {
  const ctx = await requirePageContext("/account");
  const t = await getTranslations("requests");
  const locale = await getLocale();
  const money = (v: number) => new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(v);
  const own = ctx.membership.employeeId;
  const [commutes, wages] = await Promise.all([
    listCommuteRequests(ctx, { page: 1, per_page: 50 }),
    listWageRequests(ctx, { page: 1, per_page: 50 }),
  ]);
  const mine = <T extends { employee_id: number }>(rows: T[]) => rows.filter((r) => r.employee_id === own);
  const files = own !== null && !isReadOnly(ctx.subject) && can(ctx.subject, "requests.file_own");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("myRequestsTitle")}</h1>
      <section aria-labelledby="commute-title" className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="commute-title" className="text-lg font-semibold">
          {t("commuteFormTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("commuteIntro")}</p>
        {files && <CommuteRequestForm />}
        <ul className="divide-y divide-slate-100" aria-label={t("kinds.commute")}>
          {mine(commutes.data).map((r) => (
            <li key={r.id} className="py-2 text-sm break-words" data-testid={`my-commute-${r.id}`}>
              <span className="font-medium">{t(`modes.${r.mode}`)}</span> · {t(`status.${r.status}`)} ·{" "}
              {r.mode === "public_transport"
                ? t("ticketSummary", { price: money(r.ticket_price ?? 0), days: r.days_per_month })
                : t("distanceSummary", { km: r.km_per_day, days: r.days_per_month })}
              {r.monthly_allowance !== null ? ` · ${t("allowance", { amount: money(r.monthly_allowance) })}` : ""}
              {r.message_to_employee ? ` · “${r.message_to_employee}”` : ""}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="wage-title" className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="wage-title" className="text-lg font-semibold">
          {t("wageFormTitle")}
        </h2>
        {files && <WageRequestForm />}
        <ul className="divide-y divide-slate-100" aria-label={t("kinds.wage")}>
          {mine(wages.data).map((r) => (
            <li key={r.id} className="py-2 text-sm break-words" data-testid={`my-wage-${r.id}`}>
              {t("wageSummary", { amount: money(r.proposed_bruto), date: formatDay(r.effective_date, locale) })} ·{" "}
              {t(`status.${r.status}`)}
              {r.message_to_employee ? ` · “${r.message_to_employee}”` : ""}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default withClientMessages("account", MyRequestsPage);
