// POST /api/expenses/settings/update – set the mileage rate and the payroll one-off type (admins and HR)
import { route } from "@/lib/api/route";
import { updateExpenseSettings } from "@/lib/expenses/expense-settings";
import { ZExpenseSettingsInput } from "@/lib/expenses/expenses.types";

export const POST = route(
  { input: ZExpenseSettingsInput, area: "expenses", permission: "expenses.manage" },
  updateExpenseSettings,
);
