// POST /api/expenses/receipts/delete – remove a receipt from one's own draft
import { route } from "@/lib/api/route";
import { deleteExpenseReceipt } from "@/lib/expenses/delete-expense-receipt";
import { ZReceiptIdInput } from "@/lib/expenses/expenses.types";

export const POST = route(
  { input: ZReceiptIdInput, area: "expenses", permission: "expenses.write" },
  deleteExpenseReceipt,
);
