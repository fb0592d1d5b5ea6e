// GET /api/integrations/expenses/{id}/detail – one claim for HR
import { route } from "@/lib/api/route";
import { ZClaimPathInput } from "@/lib/expenses/expenses.types";
import { getExpenseClaim } from "@/lib/expenses/get-expense-claim";

export const GET = route({ input: ZClaimPathInput, area: "expenses", permission: "expenses.read_all" }, (ctx, input) =>
  getExpenseClaim(ctx, input.id),
);
