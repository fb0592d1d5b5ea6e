"use client";
// /expenses: the tabs (own, team, all by right), the claim form, the list of claims with their actions, the
// Excel export of a period (HR) and the budgets with their spent share.
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { apiFetch } from "@/lib/client/api-fetch";
import { BudgetsPanel, type BudgetChoices } from "./budgets-panel";
import { ClaimCard } from "./claim-card";
import { ClaimForm } from "./claim-form";
import { ExportPanel } from "./export-panel";
import type { ClaimPage, ExpenseRights } from "./expense-types";

type Scope = "own" | "team" | "all";
const PER_PAGE = 10;

type Props = {
  rights: ExpenseRights;
  mileageRate: number;
  currencies: { code: string; name: string }[];
  costCentres: { code: string; name: string }[];
  /** The choices of the budget form, for those who set budgets (null: the budgets are only shown). */
  budgetChoices: BudgetChoices | null;
};

export function ExpensesScreen({ rights, mileageRate, currencies, costCentres, budgetChoices }: Props) {
  const t = useTranslations("expenses");
  const scopes: Scope[] = [
    "own",
    ...(rights.team ? (["team"] as const) : []),
    ...(rights.all ? (["all"] as const) : []),
  ];
  const [scope, setScope] = useState<Scope>("own");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ClaimPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [filing, setFiling] = useState(false);

  const load = useCallback(async () => {
    try {
      setList(await apiFetch<ClaimPage>(`/api/expenses/list?scope=${scope}&page=${page}&per_page=${PER_PAGE}`));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [scope, page]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="space-y-6">
      {rights.readOnly ? <p className="text-sm text-slate-600">{t("readOnly")}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {scopes.length > 1 ? (
          <div role="group" aria-label={t("tabs.label")} className="flex flex-wrap gap-1">
            {scopes.map((s) => (
              <Button
                key={s}
                variant={scope === s ? "primary" : "secondary"}
                aria-pressed={scope === s}
                onClick={() => {
                  setScope(s);
                  setPage(1);
                }}
              >
                {t(`tabs.${s}`)}
              </Button>
            ))}
          </div>
        ) : (
          <span />
        )}
        {rights.file && !filing ? <Button onClick={() => setFiling(true)}>{t("new")}</Button> : null}
      </div>
      {filing ? (
        <ClaimForm
          mileageRate={mileageRate}
          currencies={currencies}
          costCentres={costCentres}
          onCancel={() => setFiling(false)}
          onDone={() => {
            setFiling(false);
            setScope("own");
            void load();
          }}
        />
      ) : null}
      <section aria-label={t(`tabs.${scope}`)} data-testid="claims">
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t("loadFailed")}{" "}
            <button type="button" className="underline" onClick={() => void load()}>
              {t("retry")}
            </button>
          </p>
        ) : list === null ? (
          <p className="text-sm text-slate-600">{t("loading")}</p>
        ) : list.total === 0 ? (
          <p className="text-sm text-slate-600">{t("empty")}</p>
        ) : (
          <>
            <ul className="space-y-3">
              {list.data.map((claim) => (
                <ClaimCard key={claim.id} claim={claim} showPerson={scope !== "own"} onChanged={() => void load()} />
              ))}
            </ul>
            {list.total > PER_PAGE ? (
              <Pagination
                page={page - 1}
                itemsOnPage={list.data.length}
                pageSize={PER_PAGE}
                total={list.total}
                onPageChange={(p) => setPage(p + 1)}
              />
            ) : null}
          </>
        )}
      </section>
      {rights.excel ? <ExportPanel /> : null}
      {rights.budgets ? <BudgetsPanel manage={budgetChoices} /> : null}
    </div>
  );
}
