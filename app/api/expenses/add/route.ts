// POST /api/expenses/add – file a draft expense or mileage claim on one's own record
import { route } from "@/lib/api/route";
import { addExpenseClaim } from "@/lib/expenses/add-expense-claim";
import { ZAddExpenseInput } from "@/lib/expenses/expenses.types";

export const POST = route({ input: ZAddExpenseInput, area: "expenses", permission: "expenses.write" }, addExpenseClaim);
