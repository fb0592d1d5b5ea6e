// The wages tab's part from the payroll provider (issue 20): the person's wage components (fixed and
// variable) as last read from each provider they are linked to, and, for those who may, a button that reads
// them again (a command; the list shows the new read once it has run). Server component.
import { getLocale, getTranslations } from "next-intl/server";
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";
import { formatDay } from "@/lib/i18n/format-date";
import { listProviderWageComponents, providerLinksOf } from "@/lib/payroll/wage-components/provider-wage-components";
import { ReadWageComponentsButton } from "./read-wage-components-button";

export async function ProviderWageComponents({ ctx, employeeId }: { ctx: RequestContext; employeeId: number }) {
  if (!can(ctx.subject, "wages.read") || !can(ctx.subject, "payroll.read")) return null;
  const links = await providerLinksOf(ctx, employeeId);
  if (links.length === 0) return null;
  const t = await getTranslations("payrollMonthData.wageComponents");
  const locale = await getLocale();
  const { data } = await listProviderWageComponents(ctx, { employee_id: employeeId });
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
  const num = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  // Reading again asks the provider (a command): the wages right and the payroll_provider one, never read-only.
  const canRead = can(ctx.subject, "provider_commands.request");
  return (
    <section aria-labelledby="provider-wage-components" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="provider-wage-components" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("intro")}</p>
      {links.map((link) => {
        const rows = data.filter((r) => r.integration_id === link.integrationId);
        return (
          <div key={link.integrationId} className="mb-4 space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-medium">{link.integration.alias}</h3>
              {canRead && <ReadWageComponentsButton integrationId={link.integrationId} employeeId={employeeId} />}
            </div>
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600">{t("none")}</p>
            ) : (
              <>
                <p className="text-sm text-slate-600">
                  {t("readAt", {
                    date: formatDay(rows[0]!.read_at.slice(0, 10), locale),
                    month: `${rows[0]!.month}/${rows[0]!.year}`,
                  })}
                </p>
                <div className="overflow-x-auto">
                  <table className="w-full min-w-0 text-left text-sm">
                    <thead>
                      <tr className="border-b border-slate-200 text-slate-600">
                        <th scope="col" className="py-1 pr-3 font-medium">
                          {t("code")}
                        </th>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          {t("description")}
                        </th>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          {t("kind")}
                        </th>
                        <th scope="col" className="py-1 text-right font-medium">
                          {t("value")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((r) => (
                        <tr key={r.id} className="border-b border-slate-100">
                          <td className="py-1 pr-3">{r.code}</td>
                          <td className="break-words py-1 pr-3">{r.description}</td>
                          <td className="py-1 pr-3">{t(r.kind === "variable" ? "variable" : "fixed")}</td>
                          <td className="py-1 text-right whitespace-nowrap">
                            {r.amount !== null
                              ? money.format(r.amount)
                              : r.value !== null
                                ? t(`units.${r.unit as "hours" | "days" | "percentage" | "units" | "amount"}`, {
                                    value: num.format(r.value),
                                  })
                                : ""}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </div>
        );
      })}
    </section>
  );
}
