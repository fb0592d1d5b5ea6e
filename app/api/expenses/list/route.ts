// GET /api/expenses/list – expense claims: own, the team's or all (by right), by status and period
import { route } from "@/lib/api/route";
import { ZListExpensesInput } from "@/lib/expenses/expenses.types";
import { listExpenseClaims } from "@/lib/expenses/list-expense-claims";

export const GET = route(
  { input: ZListExpensesInput, area: "expenses", permission: "expenses.read" },
  listExpenseClaims,
);
