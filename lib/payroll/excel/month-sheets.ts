// The payroll month as an Excel workbook (issue 20): one sheet per kind of entry, its columns named as the
// API names the fields (so a file exported in one language imports in any other), and how one sheet row
// becomes the same input the add/edit routes take. Pure: no database; the use cases load and check.
import type { z } from "zod";
import { fieldsFromZodError } from "@/lib/api/zod-errors";
import { normaliseDateText } from "@/lib/validation/date-input";
import {
  ADVANCE_KIND,
  ONE_OFF_KIND,
  SPECIAL_MESSAGE_KIND,
  UNEMPLOYMENT_KIND,
  type EntryKind,
  type MonthFields,
} from "../entry-kinds";
import { ZAdvanceFields, ZOneOffFields, ZSpecialMessageFields, ZUnemploymentFields } from "../payroll.types";

export const SHEET_KINDS = ["one_offs", "special_messages", "advances", "unemployment"] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

export type MonthSheet = {
  kind: SheetKind;
  /** The worksheet's name in the file (fixed: the import finds the sheet by it). */
  sheetName: string;
  entry: EntryKind<MonthFields>;
  schema: z.ZodType;
  /** Columns after id, employee_id and employee (the person's name, for the reader; never read back). */
  columns: string[];
  /** Columns read as yes/no. */
  booleans?: string[];
  /** What makes a row unique within a person and month (the table's unique key), or null: no limit. */
  uniqueKey: ((fields: Record<string, unknown>) => string) | null;
};

export const MONTH_SHEETS: MonthSheet[] = [
  {
    kind: "one_offs",
    sheetName: "One-off wage components",
    entry: ONE_OFF_KIND as unknown as EntryKind<MonthFields>,
    schema: ZOneOffFields,
    columns: [
      "type_code",
      "total_value",
      "hours",
      "days",
      "unity",
      "amount",
      "percentage",
      "is_periodical",
      "is_negative",
      "is_barema",
    ],
    booleans: ["is_periodical", "is_negative", "is_barema"],
    uniqueKey: null,
  },
  {
    kind: "special_messages",
    sheetName: "Special messages",
    entry: SPECIAL_MESSAGE_KIND as unknown as EntryKind<MonthFields>,
    schema: ZSpecialMessageFields,
    columns: ["message"],
    uniqueKey: () => "message",
  },
  {
    kind: "advances",
    sheetName: "Advances",
    entry: ADVANCE_KIND as unknown as EntryKind<MonthFields>,
    schema: ZAdvanceFields,
    columns: ["payment_date", "advances"],
    uniqueKey: (f) => `date:${String(f.payment_date ?? "")}`,
  },
  {
    kind: "unemployment",
    sheetName: "Temporary unemployment",
    entry: UNEMPLOYMENT_KIND as unknown as EntryKind<MonthFields>,
    schema: ZUnemploymentFields,
    columns: ["kind", "days"],
    uniqueKey: (f) => `kind:${String(f.kind ?? "")}`,
  },
];

export const BASE_COLUMNS = ["id", "employee_id", "employee"] as const;

/** A cell as exceljs gives it (number, text, date, boolean, rich text, formula result) in plain terms. */
export function plainCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if ("result" in v) return plainCell(v.result);
    if (Array.isArray(v.richText)) return plainCell(v.richText.map((r: { text?: string }) => r.text ?? "").join(""));
    if (typeof v.text === "string") return plainCell(v.text);
  }
  return String(value);
}

const YES = new Set(["yes", "true", "1", "y", "ja", "j", "oui", "o", "x"]);
const NO = new Set(["no", "false", "0", "n", "nee", "non"]);

/** yes/no in en, nl or fr (or true/false, 1/0); empty is no. Undefined: not a yes or a no. */
export function yesNo(value: string | number | boolean | null): boolean | undefined {
  if (value === null) return false;
  if (typeof value === "boolean") return value;
  const text = String(value).trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return undefined;
}

/** Numbers stay numbers; text goes to the schema as typed (a comma or a dot, spec section 5). */
const numberOrText = (v: string | number | boolean | null) => (typeof v === "boolean" ? String(v) : v);

export type RowError = { sheet: SheetKind | null; row: number | null; field: string; message: string };

export type ParsedRow = {
  sheet: MonthSheet;
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  /** The entry this row changes (the id column), or null: a new entry. */
  id: number | null;
  fields: MonthFields & Record<string, unknown>;
};

/**
 * One sheet row as the add route's input for the chosen month, or its field errors. `typeIds`: the
 * company's one-off types by code (a one-off row names its type by code, as the provider does).
 */
export function parseSheetRow(
  sheet: MonthSheet,
  cells: Record<string, string | number | boolean | null>,
  month: { year: number; month: number },
  typeIds: ReadonlyMap<string, number>,
):
  | { ok: true; id: number | null; fields: MonthFields & Record<string, unknown> }
  | { ok: false; fields: Record<string, string> } {
  const errors: Record<string, string> = {};
  let id: number | null = null;
  if (cells.id !== null && cells.id !== undefined) {
    const n = Number(cells.id);
    if (Number.isInteger(n) && n > 0) id = n;
    else errors.id = "id must be the number of an existing entry, or empty for a new one";
  }
  const raw: Record<string, unknown> = { employee_id: cells.employee_id ?? undefined, ...month };
  for (const column of sheet.columns) {
    const value = cells[column] ?? null;
    if (sheet.booleans?.includes(column)) {
      const flag = yesNo(value);
      if (flag === undefined) errors[column] = `${column} must be yes or no`;
      else raw[column] = flag;
    } else if (column === "type_code") {
      const typeId = value === null ? undefined : typeIds.get(String(value).trim());
      if (value === null) errors.type_code = "type_code is required";
      else if (typeId === undefined)
        errors.type_code = `${String(value)} is not a one-off wage component type of this company`;
      else raw.type_id = typeId;
    } else if (column === "payment_date" && value !== null) {
      // Dates as the sheet holds them (an Excel date, 2026-03-15, 15/03/2026 or 15.03.2026) to DD/MM/YYYY.
      raw[column] = normaliseDateText(String(value));
    } else if (value !== null) {
      raw[column] = column === "message" || column === "kind" ? String(value) : numberOrText(value);
    }
  }
  if (typeof raw.employee_id === "string") raw.employee_id = Number(raw.employee_id) || raw.employee_id;
  const parsed = sheet.schema.safeParse(raw);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldsFromZodError(parsed.error))) {
      errors[field === "type_id" ? "type_code" : field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, fields: errors };
  return { ok: true, id, fields: parsed.data as MonthFields & Record<string, unknown> };
}
