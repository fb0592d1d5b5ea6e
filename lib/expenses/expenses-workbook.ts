// The claims of a period as an xlsx sheet (GET /api/expenses/list/excel and the background export kind
// "expenses"): every claim in the caller's "all" scope dated in the period, one line each.
import ExcelJS from "exceljs";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { toIsoDay } from "@/lib/validation/date-input";
import { claimsWhere } from "./expense-scope";
import type { TExportExpensesInput } from "./expenses.types";
import { displayName } from "@/lib/people/display-name";

const COLUMNS = [
  { key: "id", header: "Claim", width: 8 },
  { key: "date", header: "Date", width: 12 },
  { key: "employee", header: "Person", width: 26 },
  { key: "team", header: "Team", width: 18 },
  { key: "kind", header: "Kind", width: 10 },
  { key: "category", header: "Category", width: 16 },
  { key: "description", header: "Description", width: 34 },
  { key: "currency", header: "Currency", width: 9 },
  { key: "amount", header: "Amount", width: 12 },
  { key: "vat", header: "VAT", width: 10 },
  { key: "rate", header: "Rate to EUR", width: 12 },
  { key: "km", header: "Km", width: 8 },
  { key: "eur", header: "Reimbursed (EUR)", width: 16 },
  { key: "cost_centre", header: "Cost centre", width: 14 },
  { key: "status", header: "Status", width: 11 },
  { key: "processing", header: "Processed as", width: 12 },
];

export async function buildExpensesWorkbook(ctx: RequestContext, input: TExportExpensesInput): Promise<Buffer> {
  const rows = await db.expenseClaim.findMany({
    where: {
      AND: [
        claimsWhere(ctx, "all"),
        input.status ? { status: input.status } : {},
        {
          expenseDate: {
            gte: new Date(`${toIsoDay(input.from)}T00:00:00Z`),
            lte: new Date(`${toIsoDay(input.to)}T00:00:00Z`),
          },
        },
      ],
    },
    include: { employee: { select: { firstName: true, lastName: true, team: { select: { name: true } } } } },
    orderBy: [{ expenseDate: "asc" }, { id: "asc" }],
  });
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("Expenses", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const c of rows) {
    sheet.addRow({
      id: c.id,
      date: c.expenseDate.toISOString().slice(0, 10),
      employee: displayName(c.employee),
      team: c.employee.team?.name ?? "",
      kind: c.kind,
      category: c.category,
      description: c.description,
      currency: c.currency,
      amount: Number(c.amount),
      vat: Number(c.vatAmount),
      rate: Number(c.exchangeRate),
      km: c.km === null ? "" : Number(c.km),
      eur: c.amountEurCents / 100,
      cost_centre: c.costCentreCode ?? "",
      status: c.status,
      processing: c.processing ?? "",
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function expensesWorkbookFilename(input: TExportExpensesInput): string {
  return `expenses-${toIsoDay(input.from)}-${toIsoDay(input.to)}.xlsx`;
}
