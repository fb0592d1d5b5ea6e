// GET /api/expenses/costCentres – the cost centres a claim can be booked on (from the payroll provider)
import { route } from "@/lib/api/route";
import { listCostCentres } from "@/lib/expenses/cost-centres";

export const GET = route({ area: "expenses", permission: "expenses.read" }, listCostCentres);
