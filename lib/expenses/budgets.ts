// Budgets per team or cost centre and year (GET /api/expenses/budgets/list, POST .../set, .../delete): the
// spent share counts approved and processed claims of that year, by the filer's current team or by the
// claim's cost centre. Managers see their teams' budgets; admins and HR see and set all.
import { teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { listResponse } from "@/lib/api/list-response";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { companyToday } from "@/lib/leave/company-today";
import { costCentreName } from "./cost-centres";
import { spentShare } from "./expense-rules";
import type { TSetBudgetInput } from "./expenses.types";

const SPENT: Prisma.ExpenseClaimWhereInput["status"] = { in: ["approved", "processed"] };

function yearRange(year: number) {
  return { gte: new Date(Date.UTC(year, 0, 1)), lt: new Date(Date.UTC(year + 1, 0, 1)) };
}

function budgetScope(ctx: RequestContext): Prisma.ExpenseBudgetWhereInput {
  const scope = teamScope(ctx.subject);
  return scope.kind === "all" ? {} : { teamId: { in: scope.teamIds } };
}

/**
 * Whether the caller may set or delete this budget: with access to every team, any; limited to some teams
 * (team-based HR), only those teams' budgets, never a cost centre's (it spans the company). The answer
 * outside is 404, as for a budget the caller cannot list.
 */
function withinScope(ctx: RequestContext, teamId: number | null): boolean {
  const scope = teamScope(ctx.subject);
  return scope.kind === "all" || (teamId !== null && scope.teamIds.includes(teamId));
}

/** The teams the caller may set budgets for (the /expenses budget form's choices). */
export async function listBudgetTeamChoices(ctx: RequestContext): Promise<{ id: number; name: string }[]> {
  const scope = teamScope(ctx.subject);
  return db.team.findMany({
    where: { groupId: ctx.group.id, ...(scope.kind === "all" ? {} : { id: { in: scope.teamIds } }) },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}

export async function listBudgets(ctx: RequestContext, input: { year?: number }) {
  const year = input.year ?? Number(companyToday().slice(0, 4));
  const budgets = await db.expenseBudget.findMany({
    where: { groupId: ctx.group.id, year, ...budgetScope(ctx) },
    include: { team: { select: { name: true } } },
    orderBy: [{ teamId: "asc" }, { costCentreCode: "asc" }],
  });
  const base = { groupId: ctx.group.id, status: SPENT, expenseDate: yearRange(year) };
  const teamIds = budgets.flatMap((b) => (b.teamId ? [b.teamId] : []));
  const codes = budgets.flatMap((b) => (b.costCentreCode ? [b.costCentreCode] : []));
  const [byCode, teamClaims] = await Promise.all([
    codes.length
      ? db.expenseClaim.groupBy({
          by: ["costCentreCode"],
          where: { ...base, costCentreCode: { in: codes } },
          _sum: { amountEurCents: true },
        })
      : [],
    teamIds.length
      ? db.expenseClaim.findMany({
          where: { ...base, employee: { teamId: { in: teamIds } } },
          select: { amountEurCents: true, employee: { select: { teamId: true } } },
        })
      : [],
  ]);
  const spentByCode = new Map(byCode.map((r) => [r.costCentreCode, r._sum.amountEurCents ?? 0]));
  const spentByTeam = new Map<number, number>();
  for (const c of teamClaims)
    if (c.employee.teamId)
      spentByTeam.set(c.employee.teamId, (spentByTeam.get(c.employee.teamId) ?? 0) + c.amountEurCents);
  const data = await Promise.all(
    budgets.map(async (b) => {
      const spent = b.teamId ? (spentByTeam.get(b.teamId) ?? 0) : (spentByCode.get(b.costCentreCode) ?? 0);
      return {
        id: b.id,
        year: b.year,
        team_id: b.teamId,
        team_name: b.team?.name ?? null,
        cost_centre_code: b.costCentreCode,
        cost_centre_name: b.costCentreCode ? await costCentreName(ctx, b.costCentreCode) : null,
        amount: b.amountEurCents / 100,
        spent: spent / 100,
        spent_share: spentShare(spent, b.amountEurCents),
      };
    }),
  );
  return listResponse(data, data.length);
}

export async function setBudget(ctx: RequestContext, input: TSetBudgetInput) {
  const teamId = input.team_id ?? null;
  const code = input.cost_centre_code || null;
  if ((teamId === null) === (code === null))
    throw AppError.validation({ team_id: "Choose either a team or a cost centre" });
  if (teamId !== null && !(await db.team.findFirst({ where: { id: teamId, groupId: ctx.group.id } })))
    throw AppError.notFound("Team");
  if (!withinScope(ctx, teamId)) throw teamId === null ? AppError.notFound("Cost centre") : AppError.notFound("Team");
  if (code !== null && (await costCentreName(ctx, code)) === null)
    throw AppError.validation({ cost_centre_code: "cost_centre_code is not a cost centre of this company" });
  const cents = Math.round(input.amount * 100);
  const saved = await db.$transaction(async (tx) => {
    const existing = await tx.expenseBudget.findFirst({
      where: { groupId: ctx.group.id, year: input.year, teamId, costCentreCode: code },
    });
    const row = existing
      ? await tx.expenseBudget.update({ where: { id: existing.id }, data: { amountEurCents: cents } })
      : await tx.expenseBudget.create({
          data: { groupId: ctx.group.id, year: input.year, teamId, costCentreCode: code, amountEurCents: cents },
        });
    await recordAudit(tx, ctx, {
      action: existing ? "update" : "create",
      objectType: "expense_budget",
      objectId: row.id,
      before: existing ? { amount_eur_cents: existing.amountEurCents } : null,
      after: { year: row.year, team_id: teamId, cost_centre_code: code, amount_eur_cents: cents },
    });
    return row;
  });
  return { data: { id: saved.id } };
}

export async function deleteBudget(ctx: RequestContext, input: { budget_id: number }) {
  const budget = await db.expenseBudget.findFirst({ where: { id: input.budget_id, groupId: ctx.group.id } });
  if (!budget || !withinScope(ctx, budget.teamId)) throw AppError.notFound("Budget");
  await db.$transaction(async (tx) => {
    await tx.expenseBudget.delete({ where: { id: budget.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "expense_budget",
      objectId: budget.id,
      before: { year: budget.year, team_id: budget.teamId, cost_centre_code: budget.costCentreCode },
    });
  });
  return { data: { id: budget.id, deleted: true } };
}
