// GET /api/expenses/list (scope own | team | all, status, from/to, page) and GET
// /api/integrations/expenses/list (HR: every claim in scope, for processing): newest first.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { toIsoDay } from "@/lib/validation/date-input";
import { CLAIM_INCLUDE, claimJson } from "./expense-json";
import { claimsWhere, mayDecideFor } from "./expense-scope";
import type { TListExpensesInput } from "./expenses.types";

export async function listExpenseClaims(ctx: RequestContext, input: TListExpensesInput) {
  const dates: Prisma.DateTimeFilter = {};
  if (input.from) dates.gte = new Date(`${toIsoDay(input.from)}T00:00:00Z`);
  if (input.to) dates.lte = new Date(`${toIsoDay(input.to)}T00:00:00Z`);
  const where: Prisma.ExpenseClaimWhereInput = {
    AND: [
      claimsWhere(ctx, input.scope),
      input.status ? { status: input.status } : {},
      input.from || input.to ? { expenseDate: dates } : {},
    ],
  };
  const [rows, total] = await Promise.all([
    db.expenseClaim.findMany({
      where,
      include: CLAIM_INCLUDE,
      orderBy: [{ expenseDate: "desc" }, { id: "desc" }],
      ...skipTake(input),
    }),
    db.expenseClaim.count({ where }),
  ]);
  return listResponse(
    rows.map((row) => claimJson(ctx, row, input.scope !== "own" && mayDecideFor(ctx, row.employeeId))),
    total,
    input,
  );
}
