// GET /api/expenses/budgets/list?year – budgets per team or cost centre with the spent share
import { route } from "@/lib/api/route";
import { listBudgets } from "@/lib/expenses/budgets";
import { ZBudgetYearInput } from "@/lib/expenses/expenses.types";

export const GET = route({ input: ZBudgetYearInput, area: "expenses", permission: "budgets.read" }, listBudgets);
