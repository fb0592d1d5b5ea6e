// POST /api/expenses/budgets/set – set a team's or a cost centre's budget for a year
import { route } from "@/lib/api/route";
import { setBudget } from "@/lib/expenses/budgets";
import { ZSetBudgetInput } from "@/lib/expenses/expenses.types";

export const POST = route({ input: ZSetBudgetInput, area: "expenses", permission: "budgets.manage" }, setBudget);
