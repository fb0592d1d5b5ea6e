// GET /api/integrations/month_excel/export?year&month – the month's one-offs, special messages, advances and temporary unemployment as an Excel workbook (a sheet per kind)
import { route } from "@/lib/api/route";
import { exportMonthWorkbook } from "@/lib/payroll/excel/export-month-workbook";
import { ZMonthExportInput } from "@/lib/payroll/excel/month-excel.types";

export const GET = route({ input: ZMonthExportInput, permission: ["payroll.read", "exports.excel"] }, (ctx, input) =>
  exportMonthWorkbook(ctx, input),
);
