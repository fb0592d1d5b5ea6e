// GET /api/expenses/list/excel?from&to – the claims of a period as an xlsx file (HR, with the Excel right)
import { route } from "@/lib/api/route";
import { XLSX_TYPE } from "@/lib/audit-logs/audit-workbook";
import { ZExportExpensesInput } from "@/lib/expenses/expenses.types";
import { buildExpensesWorkbook, expensesWorkbookFilename } from "@/lib/expenses/expenses-workbook";

export const GET = route(
  { input: ZExportExpensesInput, area: "expenses", permission: ["expenses.read_all", "exports.excel"] },
  async (ctx, input) =>
    new Response(new Uint8Array(await buildExpensesWorkbook(ctx, input)), {
      headers: {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="${expensesWorkbookFilename(input)}"`,
        "Cache-Control": "private, no-store",
      },
    }),
);
