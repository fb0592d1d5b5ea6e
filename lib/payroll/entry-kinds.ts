// The four kinds of payroll-month entries and what differs between them: table, rights, how input becomes
// a row and a row becomes JSON, and the checks beyond the schema. The use cases (add-, edit-, delete-,
// list-month-entries) are written once against this table.
import type { Permission } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import type { Prisma } from "@/lib/db/generated/client";
import { toIsoDay } from "@/lib/validation/date-input";
import type { TAdvanceFields, TOneOffFields, TSpecialMessageFields, TUnemploymentFields } from "./payroll.types";

type Tx = Prisma.TransactionClient;
export type EntryRow = { id: number; employeeId: number; year: number; month: number } & Record<string, unknown>;

/** The part of a Prisma delegate the use cases need; each kind's table has these columns. */
export type EntryDelegate = {
  findFirst(args: { where: Record<string, unknown> }): Promise<EntryRow | null>;
  findMany(args: { where: Record<string, unknown>; orderBy?: unknown; include?: unknown }): Promise<EntryRow[]>;
  create(args: { data: Record<string, unknown> }): Promise<EntryRow>;
  update(args: { where: { id: number }; data: Record<string, unknown> }): Promise<EntryRow>;
  delete(args: { where: { id: number } }): Promise<EntryRow>;
};

export type MonthFields = { employee_id: number; year: number; month: number };

export type EntryKind<F extends MonthFields> = {
  /** Audit object type and the API's name. */
  name: string;
  read: Permission;
  write: Permission;
  table(tx: Tx): EntryDelegate;
  /** Columns besides groupId, employeeId, year and month. */
  toData(fields: F): Record<string, unknown>;
  toJson(row: EntryRow): Record<string, unknown>;
  /** Rule checks needing the database or the group: { field: message } for each broken one. */
  check?(tx: Tx, ctx: RequestContext, rows: F[]): Promise<Record<number, Record<string, string>>>;
};

const decimal = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const euros = (cents: unknown) => (typeof cents === "number" ? cents / 100 : null);
const isoDay = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : null);
const base = (row: EntryRow) => ({ id: row.id, employee_id: row.employeeId, year: row.year, month: row.month });

export const ONE_OFF_KIND: EntryKind<TOneOffFields> = {
  name: "one_off_wage_component",
  read: "payroll.read",
  write: "payroll.write",
  table: (tx) => tx.oneOffWageComponent as unknown as EntryDelegate,
  toData: (f) => ({
    typeId: f.type_id,
    totalValueCents: f.total_value ?? null,
    hours: f.hours ?? null,
    days: f.days ?? null,
    unity: f.unity ?? null,
    amountCents: f.amount ?? null,
    percentage: f.percentage ?? null,
    isPeriodical: f.is_periodical,
    isNegative: f.is_negative,
    isBarema: f.is_barema,
  }),
  toJson: (r) => ({
    ...base(r),
    type_id: r.typeId,
    total_value: euros(r.totalValueCents),
    hours: decimal(r.hours),
    days: decimal(r.days),
    unity: decimal(r.unity),
    amount: euros(r.amountCents),
    percentage: decimal(r.percentage),
    is_periodical: r.isPeriodical,
    is_negative: r.isNegative,
    is_barema: r.isBarema,
  }),
  async check(tx, ctx, rows) {
    const typeIds = [...new Set(rows.map((r) => r.type_id))];
    const known = await tx.payrollOneOffType.findMany({
      where: { groupId: ctx.group.id, id: { in: typeIds } },
      select: { id: true },
    });
    const knownIds = new Set(known.map((t) => t.id));
    const problems: Record<number, Record<string, string>> = {};
    rows.forEach((row, i) => {
      const fields = oneOffProblems(row, knownIds);
      if (Object.keys(fields).length > 0) problems[i] = fields;
    });
    return problems;
  },
};

/** Pure rules of a one-off line: a known type, some value, and a minus sign only on a negative component. */
export function oneOffProblems(row: TOneOffFields, knownTypeIds: Set<number>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!knownTypeIds.has(row.type_id)) fields.type_id = "type_id is not a one-off wage component type of this company";
  const values = ["total_value", "hours", "days", "unity", "amount", "percentage"] as const;
  if (values.every((k) => row[k] === null || row[k] === undefined)) {
    fields.amount = "Give at least one of total_value, hours, days, unity, amount or percentage";
  }
  if (!row.is_negative) {
    for (const k of values) {
      const v = row[k];
      if (typeof v === "number" && v < 0) fields[k] = `${k} can only be negative when is_negative is on`;
    }
  }
  return fields;
}

export const SPECIAL_MESSAGE_KIND: EntryKind<TSpecialMessageFields> = {
  name: "payroll_special_message",
  read: "payroll.read",
  write: "payroll.write",
  table: (tx) => tx.payrollSpecialMessage as unknown as EntryDelegate,
  toData: (f) => ({ message: f.message }),
  toJson: (r) => ({ ...base(r), message: r.message }),
};

export const ADVANCE_KIND: EntryKind<TAdvanceFields> = {
  name: "payroll_advance",
  read: "advances.read",
  write: "advances.write",
  table: (tx) => tx.payrollAdvance as unknown as EntryDelegate,
  toData: (f) => ({ paymentDate: new Date(`${toIsoDay(f.payment_date)}T00:00:00Z`), amountCents: f.advances }),
  toJson: (r) => ({ ...base(r), payment_date: isoDay(r.paymentDate), advances: euros(r.amountCents) }),
};

export const UNEMPLOYMENT_KIND: EntryKind<TUnemploymentFields> = {
  name: "temporary_unemployment",
  read: "payroll.read",
  write: "payroll.write",
  table: (tx) => tx.temporaryUnemployment as unknown as EntryDelegate,
  toData: (f) => ({ kind: f.kind, days: f.days }),
  toJson: (r) => ({ ...base(r), kind: r.kind, days: decimal(r.days) }),
  // Temporary unemployment is a Belgian scheme: a Dutch company has nothing to send.
  async check(_tx, ctx, rows) {
    if (ctx.group.country === "BE") return {};
    return Object.fromEntries(
      rows.map((_, i) => [i, { kind: "Temporary unemployment applies to Belgian companies only" }]),
    );
  },
};
