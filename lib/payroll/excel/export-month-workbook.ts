// GET /api/integrations/month_excel/export: the payroll month's entries as a workbook, one sheet per kind
// (the advances sheet only for those who may see advances), every entry with its id so that the file,
// edited and imported again, changes those entries instead of adding copies. The people's names are there
// for the reader; the import goes by employee_id.
import ExcelJS from "exceljs";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { xlsxResponse } from "@/lib/audit-logs/audit-workbook";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { BASE_COLUMNS, MONTH_SHEETS, type MonthSheet } from "./month-sheets";
import type { TMonthExportInput } from "./month-excel.types";

const WIDTH: Record<string, number> = { employee: 28, message: 60, type_code: 14, payment_date: 14 };

export function sheetsFor(ctx: RequestContext): MonthSheet[] {
  return MONTH_SHEETS.filter((s) => s.kind !== "advances" || can(ctx.subject, "advances.read"));
}

export async function buildMonthWorkbook(ctx: RequestContext, input: TMonthExportInput): Promise<Buffer> {
  const people = await db.employee.findMany({
    where: visiblePeopleWhere(ctx),
    select: { id: true, firstName: true, lastName: true, insertion: true },
  });
  const names = new Map(people.map((p) => [p.id, [p.firstName, p.insertion, p.lastName].filter(Boolean).join(" ")]));
  const types = await db.payrollOneOffType.findMany({
    where: { groupId: ctx.group.id },
    select: { id: true, code: true },
  });
  const codes = new Map(types.map((t) => [t.id, t.code]));

  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  for (const sheet of sheetsFor(ctx)) {
    const worksheet = workbook.addWorksheet(sheet.sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
    worksheet.columns = [...BASE_COLUMNS, ...sheet.columns].map((key) => ({
      key,
      header: key,
      width: WIDTH[key] ?? 12,
    }));
    worksheet.getRow(1).font = { bold: true };
    const rows = await sheet.entry.table(db as never).findMany({
      where: { groupId: ctx.group.id, year: input.year, month: input.month, employee: visiblePeopleWhere(ctx) },
      orderBy: [{ employeeId: "asc" }, { id: "asc" }],
    });
    for (const row of rows) {
      const json = sheet.entry.toJson(row);
      const cells: Record<string, unknown> = {
        id: row.id,
        employee_id: row.employeeId,
        employee: names.get(row.employeeId) ?? "",
      };
      for (const column of sheet.columns) {
        const value = column === "type_code" ? codes.get(row.typeId as number) : json[column];
        cells[column] = typeof value === "boolean" ? (value ? "yes" : "no") : (value ?? null);
      }
      worksheet.addRow(cells);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exportMonthWorkbook(ctx: RequestContext, input: TMonthExportInput): Promise<Response> {
  const file = await buildMonthWorkbook(ctx, input);
  return xlsxResponse(file, `payroll-month-${input.year}-${String(input.month).padStart(2, "0")}`);
}
