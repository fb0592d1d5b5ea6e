"use client";
// Budgets of the current year per team or cost centre, each with a bar of the share already spent by
// approved and processed claims (GET /api/expenses/budgets/list).
import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { euros } from "./expense-types";

type Budget = {
  id: number;
  team_name: string | null;
  cost_centre_code: string | null;
  amount: number;
  spent: number;
  spent_share: number;
};

export function BudgetsPanel() {
  const t = useTranslations("expenses.budgets");
  const locale = useLocale();
  const year = new Date().getFullYear();
  const [budgets, setBudgets] = useState<Budget[] | null>(null);

  useEffect(() => {
    apiFetch<{ data: Budget[] }>(`/api/expenses/budgets/list?year=${year}`)
      .then((res) => setBudgets(res.data))
      .catch(() => setBudgets([]));
  }, [year]);

  return (
    <section
      aria-labelledby="expenses-budgets-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="expenses-budgets-title" className="text-lg font-semibold">
        {t("title", { year })}
      </h2>
      {budgets === null ? null : budgets.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="space-y-3">
          {budgets.map((b) => (
            <li key={b.id}>
              <p className="text-sm font-medium">
                {b.team_name ? t("team", { name: b.team_name }) : t("costCentre", { code: b.cost_centre_code ?? "" })}
              </p>
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.min(100, b.spent_share)}
                aria-label={t("spent", {
                  spent: euros(b.spent, locale),
                  amount: euros(b.amount, locale),
                  share: b.spent_share,
                })}
                className="mt-1 h-2 w-full overflow-hidden rounded bg-slate-200"
              >
                <div
                  className={`h-2 ${b.spent_share > 100 ? "bg-red-600" : "bg-brand-600"}`}
                  style={{ width: `${Math.min(100, b.spent_share)}%` }}
                />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {t("spent", { spent: euros(b.spent, locale), amount: euros(b.amount, locale), share: b.spent_share })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
