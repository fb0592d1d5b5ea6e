// /expenses – expense claims (issue 22): one's own claims and the form to file one (a phone's camera takes
// the receipt), the team's claims for managers to decide, every claim for HR to process and export, and the
// budgets with their spent share. The expenses area gate decides who opens it; read-only users see, never act.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { listCostCentres } from "@/lib/expenses/cost-centres";
import { loadExpenseSettings } from "@/lib/expenses/expense-settings";
import { isReadOnly } from "@/lib/access/subject";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { teamScope } from "@/lib/access/team-scope";
import { listBudgetTeamChoices } from "@/lib/expenses/budgets";
import { listCurrencies } from "@/lib/people/list-currencies";
import { ExpensesScreen } from "@/components/expenses/expenses-screen";

export async function generateMetadata() {
  return { title: (await getTranslations("expenses"))("title") };
}

async function ExpensesPage() {
  const ctx = await requirePageContext("/expenses");
  const t = await getTranslations("expenses");
  const [settings, costCentres] = await Promise.all([loadExpenseSettings(ctx), listCostCentres(ctx)]);
  // Who sets budgets (budgets.manage: admins and HR) picks a team in their scope, or a cost centre when
  // they see every team (lib/expenses/budgets.ts answers 404 outside it).
  const managesBudgets = can(ctx.subject, "budgets.manage") && !isReadOnly(ctx.subject);
  const teams = managesBudgets ? await listBudgetTeamChoices(ctx) : [];
  const allTeams = teamScope(ctx.subject).kind === "all";
  const currencies = listCurrencies(ctx.user.language ?? "en").data.map((c) => ({ code: c.code, name: c.name }));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("intro")}</p>
      </div>
      <ExpensesScreen
        rights={{
          file: can(ctx.subject, "expenses.write") && ctx.membership.employeeId !== null,
          team: can(ctx.subject, "expenses.read_team"),
          all: can(ctx.subject, "expenses.read_all"),
          excel: can(ctx.subject, "expenses.read_all") && can(ctx.subject, "exports.excel"),
          budgets: can(ctx.subject, "budgets.read"),
          readOnly: !can(ctx.subject, "expenses.write") && !can(ctx.subject, "expenses.decide"),
        }}
        mileageRate={settings.mileageRatePerKm}
        currencies={currencies}
        costCentres={costCentres.data}
        budgetChoices={managesBudgets ? { teams, costCentres: allTeams ? costCentres.data : [] } : null}
      />
    </div>
  );
}

export default withClientMessages("expenses", ExpensesPage);
