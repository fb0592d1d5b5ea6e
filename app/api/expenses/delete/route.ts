// POST /api/expenses/delete – remove one's own draft claim
import { route } from "@/lib/api/route";
import { deleteExpenseClaim } from "@/lib/expenses/delete-expense-claim";
import { ZClaimIdInput } from "@/lib/expenses/expenses.types";

export const POST = route({ input: ZClaimIdInput, area: "expenses", permission: "expenses.write" }, deleteExpenseClaim);
