// POST /api/expenses/accept – a decider approves a submitted claim {request_id, message_to_employee}
import { route } from "@/lib/api/route";
import { decideExpenseClaim } from "@/lib/expenses/decide-expense-claim";
import { ZDecideExpenseInput } from "@/lib/expenses/expenses.types";

export const POST = route(
  { input: ZDecideExpenseInput, area: "expenses", permission: "expenses.decide" },
  (ctx, input) => decideExpenseClaim(ctx, input, "approved"),
);
