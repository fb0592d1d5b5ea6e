// POST /api/expenses/receipts/add – a photo or PDF receipt on one's own draft (base64 JSON, typed by content)
import { route } from "@/lib/api/route";
import { uploadBodyLimit } from "@/lib/documents/upload-limits";
import { addExpenseReceipt } from "@/lib/expenses/add-expense-receipt";
import { ZAddReceiptInput } from "@/lib/expenses/expenses.types";

export const POST = route(
  { input: ZAddReceiptInput, area: "expenses", permission: "expenses.write", maxBodyBytes: uploadBodyLimit() },
  addExpenseReceipt,
);
