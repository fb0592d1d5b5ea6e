// GET /api/expenses/{id}/detail – one claim the caller may open, with its receipts
import { route } from "@/lib/api/route";
import { ZClaimPathInput } from "@/lib/expenses/expenses.types";
import { getExpenseClaim } from "@/lib/expenses/get-expense-claim";

export const GET = route({ input: ZClaimPathInput, area: "expenses", permission: "expenses.read" }, (ctx, input) =>
  getExpenseClaim(ctx, input.id),
);
