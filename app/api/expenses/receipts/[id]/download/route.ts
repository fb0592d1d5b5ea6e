// GET /api/expenses/receipts/{id}/download – a receipt of a claim the caller may open
import { route } from "@/lib/api/route";
import { downloadExpenseReceipt } from "@/lib/expenses/download-expense-receipt";
import { ZReceiptPathInput } from "@/lib/expenses/expenses.types";

export const GET = route({ input: ZReceiptPathInput, area: "expenses", permission: "expenses.read" }, (ctx, input) =>
  downloadExpenseReceipt(ctx, input.id),
);
