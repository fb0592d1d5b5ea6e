// POST /api/integrations/expenses/processRequest – HR marks an approved claim paid or sends it with the payroll month {request_id, note, status}
import { route } from "@/lib/api/route";
import { ZProcessExpenseInput } from "@/lib/expenses/expenses.types";
import { processExpenseClaim } from "@/lib/expenses/process-expense-claim";

export const POST = route(
  { input: ZProcessExpenseInput, area: "expenses", permission: "expenses.process" },
  processExpenseClaim,
);
