// The people export: the same filtered rows as the list, with every column the caller may read (national
// number and IBAN only with the sensitive right). Kept apart from the route so a background export job
// can build the same workbook.
import ExcelJS from "exceljs";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { EMPLOYEE_JSON_SELECT, employeeJson, type EmployeeJson } from "./employee-json";
import { employeeListOrder, employeeListWhere, type EmployeeListFilter } from "./employee-list-filter";

type Column = { key: keyof EmployeeJson; header: string; width: number };

const COLUMNS: Column[] = [
  { key: "employee_id", header: "ID", width: 8 },
  { key: "employee_number", header: "Employee number", width: 16 },
  { key: "first_name", header: "First name", width: 18 },
  { key: "insertion", header: "Insertion", width: 10 },
  { key: "last_name", header: "Last name", width: 22 },
  { key: "display_name", header: "Name", width: 28 },
  { key: "email", header: "Email", width: 28 },
  { key: "private_email", header: "Private email", width: 28 },
  { key: "phone", header: "Phone", width: 16 },
  { key: "birth_date", header: "Birth date", width: 12 },
  { key: "birth_place", header: "Birth place", width: 16 },
  { key: "gender", header: "Gender", width: 8 },
  { key: "nationality", header: "Nationality", width: 10 },
  { key: "national_number", header: "National number", width: 16 },
  { key: "iban", header: "IBAN", width: 22 },
  { key: "bic", header: "BIC", width: 12 },
  { key: "street", header: "Street", width: 24 },
  { key: "house_number", header: "Number", width: 8 },
  { key: "box", header: "Box", width: 6 },
  { key: "postal_code", header: "Postal code", width: 10 },
  { key: "city", header: "City", width: 18 },
  { key: "country_code", header: "Country", width: 8 },
  { key: "job_title", header: "Job title", width: 22 },
  { key: "team_name", header: "Team", width: 18 },
  { key: "start_date", header: "Start date", width: 12 },
  { key: "end_date", header: "End date", width: 12 },
  { key: "seniority_date", header: "Seniority date", width: 12 },
  { key: "preferred_language", header: "Language", width: 9 },
  { key: "payroll_push_method", header: "Payroll push", width: 12 },
];

const SENSITIVE_COLUMNS = new Set<keyof EmployeeJson>(["national_number", "iban"]);

/** `progress` (0..100) lets a background export show how far it is. */
export async function buildEmployeesWorkbook(
  ctx: RequestContext,
  filter: EmployeeListFilter,
  progress?: (percent: number) => Promise<void>,
): Promise<Buffer> {
  const rows = await db.employee.findMany({
    where: employeeListWhere(ctx, filter),
    orderBy: employeeListOrder(filter.name_order),
    select: EMPLOYEE_JSON_SELECT,
    relationLoadStrategy: "join",
  });
  const people = rows.map((row) => employeeJson(ctx, row, filter.name_order ?? "last_first"));
  // Only the columns the caller may read: the same right that makes employeeJson leave the fields out.
  const sensitive = can(ctx.subject, "sensitive.read");
  const columns = COLUMNS.filter((c) => sensitive || !SENSITIVE_COLUMNS.has(c.key));

  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("People", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  await progress?.(30);
  const step = Math.max(1, Math.ceil(people.length / 10));
  for (const [index, person] of people.entries()) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, (person as Record<string, unknown>)[c.key] ?? null])));
    if (progress && (index + 1) % step === 0) await progress(30 + Math.round(((index + 1) / people.length) * 55));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function employeesWorkbookFilename(now = new Date()): string {
  return `people-${now.toISOString().slice(0, 10)}.xlsx`;
}
