// The contracts list: a table from 640 px, stacked cards below (no sideways scroll at 375 px). Server-rendered.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ContractJson } from "@/lib/contracts/contract-json";
import { formatCents, formatDay } from "@/components/people/format";
import { ContractStateBadge } from "./contract-state-badge";

type Props = { contracts: ContractJson[]; locale: string };

export async function ContractsTable({ contracts, locale }: Props) {
  const t = await getTranslations("contracts");
  const period = (c: ContractJson) =>
    `${formatDay(c.start_date)} – ${c.end_date ? formatDay(c.end_date) : t("openEnded")}`;
  const wage = (c: ContractJson) =>
    c.base_wage_cents === null ? "–" : formatCents(c.base_wage_cents, locale, c.currency ?? "EUR");
  const hours = (c: ContractJson) =>
    c.is_variable_schedule ? t("variable") : t("hoursValue", { hours: c.hours_per_week, days: c.days_per_week });
  return (
    <div className="rounded-lg bg-white shadow-sm" data-testid="contracts-list">
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.person")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.type")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.period")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.hours")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.wage")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.state")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {contracts.map((c) => (
            <tr key={c.id} data-testid="contract-row">
              <td className="px-3 py-2">
                <Link href={`/people/${c.employee_id}?tab=contracts`} className="text-brand-700 hover:underline">
                  {c.employee_name}
                </Link>
                {c.team_name && <span className="block text-xs text-slate-500">{c.team_name}</span>}
              </td>
              <td className="px-3 py-2">{t(`types.${c.contract_type}`)}</td>
              <td className="px-3 py-2">{period(c)}</td>
              <td className="px-3 py-2">{hours(c)}</td>
              <td className="px-3 py-2">{wage(c)}</td>
              <td className="px-3 py-2">
                <ContractStateBadge state={c.state} label={t(`states.${c.state}`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 sm:hidden">
        {contracts.map((c) => (
          <li key={c.id} className="space-y-1 p-3" data-testid="contract-card">
            <div className="flex items-start justify-between gap-2">
              <Link
                href={`/people/${c.employee_id}?tab=contracts`}
                className="font-medium text-brand-700 hover:underline"
              >
                {c.employee_name}
              </Link>
              <ContractStateBadge state={c.state} label={t(`states.${c.state}`)} />
            </div>
            <p className="text-sm text-slate-700">
              {t(`types.${c.contract_type}`)} · {period(c)}
            </p>
            <p className="text-sm text-slate-600">
              {hours(c)} · {wage(c)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
