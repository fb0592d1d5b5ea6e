// Audit rows as an xlsx sheet: one line per changed field (a row without field changes gets one line),
// with the actor and, under impersonation, the admin behind it.
import ExcelJS from "exceljs";
import type { TAuditRowJson } from "./audit-row-json";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const COLUMNS = [
  { key: "created_at", header: "Date", width: 20 },
  { key: "employee_name", header: "Person", width: 26 },
  { key: "actor", header: "Changed by", width: 24 },
  { key: "impersonator", header: "Impersonated by", width: 24 },
  { key: "action", header: "Action", width: 10 },
  { key: "object_type", header: "Object", width: 22 },
  { key: "object_id", header: "Object id", width: 12 },
  { key: "field", header: "Field", width: 22 },
  { key: "from", header: "From", width: 28 },
  { key: "to", header: "To", width: 28 },
  { key: "automated", header: "Automated", width: 10 },
];

export async function auditWorkbook(rows: TAuditRowJson[], sheetName = "Audit log"): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const base = {
      created_at: row.created_at.replace("T", " ").slice(0, 19),
      employee_name: row.employee_name ?? "",
      actor: row.actor?.name ?? "",
      impersonator: row.impersonator?.name ?? "",
      action: row.action,
      object_type: row.object_type,
      object_id: row.object_id,
      automated: row.automated ? "yes" : "",
    };
    if (row.changes.length === 0) sheet.addRow(base);
    for (const change of row.changes) {
      sheet.addRow({
        ...base,
        field: change.field,
        from: change.hidden ? "(hidden)" : cell(change.from),
        to: change.hidden ? "(hidden)" : cell(change.to),
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function xlsxResponse(file: Buffer, name: string, now = new Date()): Response {
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.xlsx"`,
      "Cache-Control": "private, no-store",
    },
  });
}
