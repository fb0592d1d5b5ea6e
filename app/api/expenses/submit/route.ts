// POST /api/expenses/submit – send one's own draft claim to its deciders
import { route } from "@/lib/api/route";
import { ZClaimIdInput } from "@/lib/expenses/expenses.types";
import { submitExpenseClaim } from "@/lib/expenses/submit-expense-claim";

export const POST = route({ input: ZClaimIdInput, area: "expenses", permission: "expenses.write" }, submitExpenseClaim);
