// POST /api/expenses/edit – change one's own draft claim
import { route } from "@/lib/api/route";
import { editExpenseClaim } from "@/lib/expenses/edit-expense-claim";
import { ZEditExpenseInput } from "@/lib/expenses/expenses.types";

export const POST = route(
  { input: ZEditExpenseInput, area: "expenses", permission: "expenses.write" },
  editExpenseClaim,
);
