// POST /api/integrations/month_excel/import: a workbook of the payroll month (the export's layout) read
// and checked row by row with the same rules as the add and edit routes (spec section 5 numbers, negative
// only with is_negative, the month inside the person's employment, known people and types, the locked
// month). Without confirm it answers a preview: what would be created and changed, and every error by
// sheet, row and field; nothing is written. With confirm, all rows are written with their audit rows in
// one transaction, or (any error) none are. A row with an id changes that entry; one without adds one.
import ExcelJS from "exceljs";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import type { EntryRow } from "../entry-kinds";
import { checkPlacement } from "../month-entry-checks";
import {
  BASE_COLUMNS,
  MONTH_SHEETS,
  parseSheetRow,
  plainCell,
  type MonthSheet,
  type ParsedRow,
  type RowError,
  type SheetKind,
} from "./month-sheets";
import type { TMonthImportInput } from "./month-excel.types";

type Tx = Prisma.TransactionClient;
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

type SheetSummary = { kind: SheetKind; rows: number; create: number; update: number; unchanged: number };
type Planned = ParsedRow & { before: EntryRow | null; unchanged: boolean };

export async function importMonthWorkbook(ctx: RequestContext, input: TMonthImportInput) {
  const workbook = await loadWorkbook(input.file_base64);
  const month = { year: input.year, month: input.month };
  return db.$transaction(
    async (tx) => {
      const typeIds = new Map(
        (
          await tx.payrollOneOffType.findMany({ where: { groupId: ctx.group.id }, select: { id: true, code: true } })
        ).map((t) => [t.code, t.id]),
      );
      const errors: RowError[] = [];
      const parsed = readRows(workbook, month, typeIds, errors, ctx);
      const planned = await planRows(tx, ctx, parsed, month, errors);
      const summary = summarise(planned, parsed.counts);
      const result = { year: input.year, month: input.month, sheets: summary, errors, written: false };
      if (errors.length > 0) {
        if (input.confirm) throw AppError.validation(errorFields(errors), "The file has errors; nothing was imported");
        return { data: result };
      }
      if (!input.confirm) return { data: result };
      await writeRows(tx, ctx, planned);
      return { data: { ...result, written: true } };
    },
    { timeout: 60_000 },
  );
}

async function loadWorkbook(base64: string): Promise<ExcelJS.Workbook> {
  const payload = base64.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw AppError.validation({ file_base64: "file_base64 must be base64-encoded" });
  }
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length > MAX_IMPORT_BYTES) throw new AppError("payload_too_large", "The file can be at most 5 MB");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw AppError.validation({ file_base64: "file_base64 must be an Excel workbook (.xlsx)" });
  }
  if (!MONTH_SHEETS.some((s) => workbook.getWorksheet(s.sheetName))) {
    throw AppError.validation({
      file_base64: `The workbook has none of the sheets ${MONTH_SHEETS.map((s) => s.sheetName).join(", ")}`,
    });
  }
  return workbook;
}

function readRows(
  workbook: ExcelJS.Workbook,
  month: { year: number; month: number },
  typeIds: Map<string, number>,
  errors: RowError[],
  ctx: RequestContext,
) {
  const rows: ParsedRow[] = [];
  const counts = new Map<SheetKind, number>();
  let total = 0;
  for (const sheet of MONTH_SHEETS) {
    const worksheet = workbook.getWorksheet(sheet.sheetName);
    if (!worksheet) continue;
    const header = new Map<string, number>();
    worksheet.getRow(1).eachCell((cell, col) => {
      const name = String(plainCell(cell.value) ?? "")
        .trim()
        .toLowerCase();
      if (name) header.set(name, col);
    });
    const missing = ["employee_id", ...sheet.columns].filter((c) => !header.has(c));
    if (missing.length > 0) {
      errors.push({
        sheet: sheet.kind,
        row: 1,
        field: missing[0]!,
        message: `The column ${missing.join(", ")} is missing`,
      });
      continue;
    }
    let count = 0;
    worksheet.eachRow((row, number) => {
      if (number === 1) return;
      const cells: Record<string, string | number | boolean | null> = {};
      for (const column of [...BASE_COLUMNS, ...sheet.columns]) {
        const col = header.get(column);
        cells[column] = col === undefined ? null : plainCell(row.getCell(col).value);
      }
      // A row with nothing but the person's name (or nothing at all) is a blank line, not an entry.
      if ([...sheet.columns, "id", "employee_id"].every((c) => cells[c] === null)) return;
      count++;
      total++;
      if (total > MAX_IMPORT_ROWS) return;
      if (sheet.kind === "advances" && !can(ctx.subject, "advances.write")) {
        errors.push({ sheet: sheet.kind, row: number, field: "advances", message: "You cannot enter advances" });
        return;
      }
      const result = parseSheetRow(sheet, cells, month, typeIds);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fields)) {
          errors.push({ sheet: sheet.kind, row: number, field, message });
        }
      } else rows.push({ sheet, row: number, id: result.id, fields: result.fields });
    });
    counts.set(sheet.kind, count);
  }
  if (total > MAX_IMPORT_ROWS) {
    errors.push({
      sheet: null,
      row: null,
      field: "file_base64",
      message: `The file can have at most ${MAX_IMPORT_ROWS} rows`,
    });
  }
  return Object.assign(rows, { counts });
}

// The checks that need the database, run on the rows the schema accepted: the entry behind an id, the
// people and months (checkPlacement), each kind's own rules, and the one-entry-per-key tables.
async function planRows(
  tx: Tx,
  ctx: RequestContext,
  rows: ParsedRow[],
  month: { year: number; month: number },
  errors: RowError[],
): Promise<Planned[]> {
  const planned: Planned[] = [];
  for (const sheet of MONTH_SHEETS) {
    const mine = rows.filter((r) => r.sheet === sheet);
    if (mine.length === 0) continue;
    const existing = await sheet.entry.table(tx).findMany({
      where: { groupId: ctx.group.id, ...month, employee: visiblePeopleWhere(ctx) },
    });
    const byId = new Map(existing.map((e) => [e.id, e]));
    const bad = new Set<number>();
    const fail = (i: number, field: string, message: string) => {
      bad.add(i);
      errors.push({ sheet: sheet.kind, row: mine[i]!.row, field, message });
    };
    mine.forEach((r, i) => {
      if (r.id !== null && !byId.has(r.id)) fail(i, "id", `${r.id} is not an entry of this month you can see`);
    });
    await placementErrors(tx, ctx, mine, fail, errors);
    const problems = sheet.entry.check
      ? await sheet.entry.check(
          tx,
          ctx,
          mine.map((r) => r.fields),
        )
      : {};
    for (const [i, fields] of Object.entries(problems)) {
      for (const [field, message] of Object.entries(fields)) fail(Number(i), field, message);
    }
    uniqueKeyErrors(sheet, mine, existing, fail);
    mine.forEach((r, i) => {
      if (bad.has(i)) return;
      const before = r.id === null ? null : byId.get(r.id)!;
      planned.push({ ...r, before, unchanged: before !== null && sameEntry(sheet, before, r) });
    });
  }
  return planned;
}

async function placementErrors(
  tx: Tx,
  ctx: RequestContext,
  rows: ParsedRow[],
  fail: (i: number, field: string, message: string) => void,
  errors: RowError[],
) {
  try {
    await checkPlacement(
      tx,
      ctx,
      rows.map((r) => r.fields),
      false,
    );
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    for (const [key, message] of Object.entries(error.fields)) {
      const m = key.match(/^entries\.(\d+)\.(.+)$/);
      if (m) fail(Number(m[1]), m[2]!, message);
      else errors.push({ sheet: null, row: null, field: key, message });
    }
  }
}

// One special message per person and month, one advance per payment date, one unemployment line per kind:
// two rows for one key, or a new row for a key an entry already has, cannot both be kept.
function uniqueKeyErrors(
  sheet: MonthSheet,
  rows: ParsedRow[],
  existing: EntryRow[],
  fail: (i: number, field: string, message: string) => void,
) {
  if (!sheet.uniqueKey) return;
  const keyOf = (employeeId: number, fields: Record<string, unknown>) => `${employeeId}|${sheet.uniqueKey!(fields)}`;
  const changedIds = new Set(rows.map((r) => r.id).filter((id) => id !== null));
  const taken = new Map<string, string>();
  for (const e of existing) {
    if (!changedIds.has(e.id)) taken.set(keyOf(e.employeeId, sheet.entry.toJson(e)), `entry ${e.id}`);
  }
  const field = sheet.kind === "advances" ? "payment_date" : sheet.kind === "unemployment" ? "kind" : "employee_id";
  rows.forEach((r, i) => {
    const json = sheet.entry.toJson({
      id: 0,
      employeeId: r.fields.employee_id,
      year: 0,
      month: 0,
      ...sheet.entry.toData(r.fields),
    });
    const key = keyOf(r.fields.employee_id, json);
    const other = taken.get(key);
    if (other) fail(i, field, `This person already has one for this month (${other}); change that row instead`);
    else taken.set(key, `row ${r.row}`);
  });
}

function sameEntry(sheet: MonthSheet, before: EntryRow, row: ParsedRow): boolean {
  const after = { ...before, employeeId: row.fields.employee_id, ...sheet.entry.toData(row.fields) };
  return JSON.stringify(sheet.entry.toJson(before)) === JSON.stringify(sheet.entry.toJson(after));
}

function summarise(planned: Planned[], counts: Map<SheetKind, number>): SheetSummary[] {
  return MONTH_SHEETS.filter((s) => counts.has(s.kind)).map((s) => {
    const mine = planned.filter((p) => p.sheet === s);
    return {
      kind: s.kind,
      rows: counts.get(s.kind) ?? 0,
      create: mine.filter((p) => p.before === null).length,
      update: mine.filter((p) => p.before !== null && !p.unchanged).length,
      unchanged: mine.filter((p) => p.unchanged).length,
    };
  });
}

/** The errors as one 422 body: "<sheet>.<row>.<field>" (a file-wide error: its field alone). */
function errorFields(errors: RowError[]): Record<string, string> {
  return Object.fromEntries(
    errors.map((e) => [e.sheet === null ? e.field : `${e.sheet}.${e.row}.${e.field}`, e.message]),
  );
}

async function writeRows(tx: Tx, ctx: RequestContext, planned: Planned[]) {
  for (const p of planned) {
    if (p.unchanged) continue;
    const { entry } = p.sheet;
    const data = {
      employeeId: p.fields.employee_id,
      year: p.fields.year,
      month: p.fields.month,
      ...entry.toData(p.fields),
    };
    const saved = p.before
      ? await entry.table(tx).update({ where: { id: p.before.id }, data })
      : await entry.table(tx).create({ data: { groupId: ctx.group.id, ...data } });
    await recordAudit(tx, ctx, {
      action: p.before ? "update" : "create",
      objectType: entry.name,
      objectId: saved.id,
      employeeId: saved.employeeId,
      ...(p.before ? { before: entry.toJson(p.before) } : {}),
      after: { ...entry.toJson(saved), imported_from_excel: true },
    });
  }
}
