"use client";
// Budgets of the current year per team or cost centre, each with a bar of the share already spent by
// approved and processed claims (GET /api/expenses/budgets/list). Admins and HR holding budgets.manage (and
// not read-only) set a budget for a team or a cost centre (POST .../set: setting one again replaces its
// amount) and remove one (POST .../delete); everyone else who reads budgets sees the bars only.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { NumberField } from "@/components/ui/number-field";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { formatNumber } from "@/lib/i18n/format-number";
import { euros } from "./expense-types";

type Budget = {
  id: number;
  team_id: number | null;
  team_name: string | null;
  cost_centre_code: string | null;
  amount: number;
  spent: number;
  spent_share: number;
};

/** What a manager of budgets may pick: the company's teams and cost centres. */
export type BudgetChoices = { teams: { id: number; name: string }[]; costCentres: { code: string; name: string }[] };

const SELECT =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500";

export function BudgetsPanel({ manage }: { manage: BudgetChoices | null }) {
  const t = useTranslations("expenses.budgets");
  const locale = useLocale();
  const year = new Date().getFullYear();
  const [budgets, setBudgets] = useState<Budget[] | null>(null);

  const load = useCallback(() => {
    apiFetch<{ data: Budget[] }>(`/api/expenses/budgets/list?year=${year}`)
      .then((res) => setBudgets(res.data))
      .catch(() => setBudgets([]));
  }, [year]);

  useEffect(load, [load]);

  return (
    <section
      aria-labelledby="expenses-budgets-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="budgets"
    >
      <h2 id="expenses-budgets-title" className="text-lg font-semibold">
        {t("title", { year })}
      </h2>
      {budgets === null ? null : budgets.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="space-y-3">
          {budgets.map((b) => {
            const name = b.team_name
              ? t("team", { name: b.team_name })
              : t("costCentre", { code: b.cost_centre_code ?? "" });
            const spent = t("spent", {
              spent: euros(b.spent, locale),
              amount: euros(b.amount, locale),
              share: formatNumber(b.spent_share, locale, 1),
            });
            return (
              <li key={b.id} data-testid={`budget-${b.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-medium">{name}</p>
                  {manage ? <RemoveBudget id={b.id} name={name} onDone={load} /> : null}
                </div>
                <div
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.min(100, b.spent_share)}
                  aria-label={`${name}: ${spent}`}
                  className="mt-1 h-2 w-full overflow-hidden rounded bg-slate-200"
                >
                  <div
                    className={`h-2 ${b.spent_share > 100 ? "bg-red-600" : "bg-brand-600"}`}
                    style={{ width: `${Math.min(100, b.spent_share)}%` }}
                  />
                </div>
                <p className="mt-1 text-sm text-slate-600">{spent}</p>
              </li>
            );
          })}
        </ul>
      )}
      {manage ? <SetBudgetForm year={year} choices={manage} onDone={load} /> : null}
    </section>
  );
}

function RemoveBudget({ id, name, onDone }: { id: number; name: string; onDone: () => void }) {
  const t = useTranslations("expenses.budgets");
  const toast = useToast();
  const { pending, run } = useApiAction();
  async function remove() {
    const result = await run(() => apiFetch("/api/expenses/budgets/delete", { body: { budget_id: id } }));
    if (result.ok) {
      toast.show({ title: t("removed"), variant: "success" });
      onDone();
    } else toast.show({ title: t("failed"), variant: "error" });
  }
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() => void remove()}
      aria-label={t("removeLabel", { name })}
    >
      {t("remove")}
    </Button>
  );
}

function SetBudgetForm({ year, choices, onDone }: { year: number; choices: BudgetChoices; onDone: () => void }) {
  const t = useTranslations("expenses.budgets");
  const toast = useToast();
  const { pending, run, error, fieldError } = useApiAction();
  const [target, setTarget] = useState("");
  const [amount, setAmount] = useState("");
  async function submit(e: FormEvent) {
    e.preventDefault();
    const [kind, value] = target.split(":");
    const body = {
      year,
      amount,
      ...(kind === "team" ? { team_id: Number(value) } : kind === "cc" ? { cost_centre_code: value } : {}),
    };
    const result = await run(() => apiFetch("/api/expenses/budgets/set", { body }));
    if (result.ok) {
      toast.show({ title: t("saved"), variant: "success" });
      setAmount("");
      onDone();
    }
  }
  if (choices.teams.length === 0 && choices.costCentres.length === 0) return null;
  const targetError = error ? (fieldError("team_id") ?? fieldError("cost_centre_code")) : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 border-t border-slate-100 pt-3"
      aria-labelledby="budget-set"
    >
      <h3 id="budget-set" className="font-medium">
        {t("setTitle")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="budget-target" className="text-sm font-medium text-slate-800">
            {t("target")}
          </label>
          <select
            id="budget-target"
            name="team_id"
            className={SELECT}
            value={target}
            required
            onChange={(e) => setTarget(e.target.value)}
            aria-invalid={targetError ? true : undefined}
            aria-describedby={targetError ? "budget-target-error" : undefined}
          >
            <option value="">{t("choose")}</option>
            {choices.teams.length > 0 ? (
              <optgroup label={t("teams")}>
                {choices.teams.map((team) => (
                  <option key={team.id} value={`team:${team.id}`}>
                    {team.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {choices.costCentres.length > 0 ? (
              <optgroup label={t("costCentres")}>
                {choices.costCentres.map((c) => (
                  <option key={c.code} value={`cc:${c.code}`}>
                    {c.code} – {c.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
          {targetError ? (
            <p id="budget-target-error" className="mt-1 text-sm text-red-700">
              {targetError}
            </p>
          ) : null}
        </div>
        <NumberField
          label={t("amount")}
          fieldName="amount"
          name="amount"
          value={amount}
          onChange={setAmount}
          positiveOnly
          decimals={2}
          max={100_000_000}
          required
          error={error && !targetError ? fieldError("amount") : null}
        />
      </div>
      <Button type="submit" disabled={pending || target === ""}>
        {t("save")}
      </Button>
    </form>
  );
}
