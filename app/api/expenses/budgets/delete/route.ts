// POST /api/expenses/budgets/delete – remove a budget
import { route } from "@/lib/api/route";
import { deleteBudget } from "@/lib/expenses/budgets";
import { ZBudgetIdInput } from "@/lib/expenses/expenses.types";

export const POST = route({ input: ZBudgetIdInput, area: "expenses", permission: "budgets.manage" }, deleteBudget);
