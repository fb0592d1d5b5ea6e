// The /inbox section of data conflicts with the payroll provider: each open conflict with our value and the
// provider's side by side (a contract's term names the contract by its start), and the three decisions for those who may take them (a read-only user sees the
// list without buttons). Server component: the list comes from listDataConflicts with the caller's scope, a
// page at a time (the inbox's pager and ?page=), one person's with ?employee_id=.
import { getLocale, getTranslations } from "next-intl/server";
import { InboxPager } from "@/components/inbox/inbox-pager";
import type { InboxSectionProps } from "@/components/inbox/inbox-section-props";
import { can } from "@/lib/access/permissions";
import { formatDay } from "@/lib/i18n/format-date";
import { isContractField, type FieldValue } from "@/lib/integrations/data-conflicts/conflict-rules";
import { listDataConflicts } from "@/lib/integrations/data-conflicts/list-data-conflicts";
import { ConflictItem, conflictActionTexts } from "@/components/inbox/conflict-item";

const PER_PAGE = 20;

export async function DataConflictsSection({ ctx, page = 1, employeeId, pageHref }: InboxSectionProps) {
  const t = await getTranslations("dataConflicts");
  const labels = await getTranslations("fields.labels");
  const contractTypes = await getTranslations("contracts.types");
  const locale = await getLocale();
  const list = await listDataConflicts(ctx, {
    page,
    per_page: PER_PAGE,
    status: "open",
    ...(employeeId ? { employee_id: employeeId } : {}),
  });
  const canDecide = can(ctx.subject, "data_conflicts.manage");
  const decide = canDecide ? { api: "/api/integrations/data_conflicts", texts: conflictActionTexts(t) } : undefined;

  const show = (field: string, value: FieldValue): string => {
    if (value === null) return t("emptyValue");
    if (typeof value !== "string") {
      const amount = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(
        value.bruto_cents / 100,
      );
      return t("wageValue", { amount, hours: Math.round((value.weekly_minutes / 60) * 100) / 100 });
    }
    if (field === "birth_date" || field === "contract_end") return formatDay(value, locale);
    if (field === "contract_type") return contractTypes(value as Parameters<typeof contractTypes>[0]);
    if (field === "contract_hours" || field === "contract_days") {
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(value));
    }
    return value;
  };
  const fieldLabelOf = (c: (typeof list.data)[number]) => {
    if (c.field === "wage") return t("wageField");
    if (!isContractField(c.field)) return labels(c.field);
    const field = t(`contractFields.${c.field}`);
    return c.contract_start_date
      ? t("contractField", { field, start: formatDay(c.contract_start_date, locale) })
      : field;
  };

  return (
    <section aria-labelledby="inbox-conflicts-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="inbox-conflicts-title" className="mb-1 text-lg font-semibold">
        {t("title")} <span className="text-slate-500">({list.total})</span>
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("intro")}</p>
      {list.data.length === 0 ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.map((c) => {
            const fieldLabel = fieldLabelOf(c);
            return (
              <ConflictItem
                key={c.id}
                testId={`inbox-conflict-${c.id}`}
                employeeId={c.employee_id}
                employeeName={c.employee_name}
                subject={fieldLabel}
                sides={{
                  ours: [t("ours"), show(c.field, c.our_value)],
                  theirs: [t("theirs", { alias: c.integration_alias }), show(c.field, c.their_value)],
                }}
                conflictId={c.id}
                version={c.version}
                decide={decide}
              />
            );
          })}
        </ul>
      )}
      <InboxPager page={page} perPage={PER_PAGE} total={list.total} pageHref={pageHref} />
    </section>
  );
}
