// POST /api/integrations/month_excel/import – check a month workbook {year, month, file_base64} and answer a preview with row and field errors; with confirm: true write every row or none
import { route } from "@/lib/api/route";
import { importMonthWorkbook } from "@/lib/payroll/excel/import-month-workbook";
import { ZMonthImportInput } from "@/lib/payroll/excel/month-excel.types";

export const POST = route(
  { input: ZMonthImportInput, permission: ["payroll.write", "exports.excel"], maxBodyBytes: 8 * 1024 * 1024 },
  (ctx, input) => importMonthWorkbook(ctx, input),
);
