// GET /api/integrations/expenses/list – every claim in the caller's scope, for HR to process (status, period, page)
import { route } from "@/lib/api/route";
import { ZListExpensesInput } from "@/lib/expenses/expenses.types";
import { listExpenseClaims } from "@/lib/expenses/list-expense-claims";

const ZIntegrationList = ZListExpensesInput.omit({ scope: true });

export const GET = route({ input: ZIntegrationList, area: "expenses", permission: "expenses.read_all" }, (ctx, input) =>
  listExpenseClaims(ctx, { ...input, scope: "all" }),
);
