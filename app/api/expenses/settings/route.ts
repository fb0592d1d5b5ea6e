// GET /api/expenses/settings – the company's mileage rate and the payroll one-off type for expenses
import { route } from "@/lib/api/route";
import { getExpenseSettings } from "@/lib/expenses/expense-settings";

export const GET = route({ area: "expenses", permission: "expenses.read" }, getExpenseSettings);
