// Changes or removes one payroll-month entry. The entry must belong to the caller's group and to a person
// they can see (else 404); both its old and its new month go through the placement checks (lock, employment).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import type { EntryKind, EntryRow, MonthFields } from "./entry-kinds";
import { checkPlacement } from "./month-entry-checks";

type Tx = Prisma.TransactionClient;

async function findEntry(tx: Tx, ctx: RequestContext, kind: EntryKind<MonthFields>, id: number): Promise<EntryRow> {
  const row = await kind.table(tx).findFirst({
    where: { id, groupId: ctx.group.id, employee: visiblePeopleWhere(ctx) },
  });
  if (!row) throw AppError.notFound(kind.name);
  return row;
}

export async function editMonthEntry<F extends MonthFields>(
  ctx: RequestContext,
  kind: EntryKind<F>,
  input: F & { id: number },
) {
  return db.$transaction(async (tx) => {
    const before = await findEntry(tx, ctx, kind as unknown as EntryKind<MonthFields>, input.id);
    const old = { employee_id: before.employeeId, year: before.year, month: before.month };
    const lockedMonths = await checkPlacement(tx, ctx, [old, input], true);
    const problems = kind.check ? await kind.check(tx, ctx, [input]) : {};
    if (problems[0]) throw AppError.validation(problems[0]);
    const { id, ...fields } = input;
    const after = await kind.table(tx).update({
      where: { id },
      data: { employeeId: fields.employee_id, year: fields.year, month: fields.month, ...kind.toData(input) },
    });
    const json = kind.toJson(after);
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: kind.name,
      objectId: id,
      employeeId: after.employeeId,
      before: kind.toJson(before),
      after: { ...json, ...(lockedMonths.length > 0 ? { locked_month_correction: true } : {}) },
    });
    return { data: json };
  });
}

export async function deleteMonthEntry<F extends MonthFields>(
  ctx: RequestContext,
  kind: EntryKind<F>,
  input: { id: number },
) {
  return db.$transaction(async (tx) => {
    const before = await findEntry(tx, ctx, kind as unknown as EntryKind<MonthFields>, input.id);
    const lockedMonths = await checkPlacement(
      tx,
      ctx,
      [{ employee_id: before.employeeId, year: before.year, month: before.month }],
      true,
    );
    await kind.table(tx).delete({ where: { id: before.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: kind.name,
      objectId: before.id,
      employeeId: before.employeeId,
      before: { ...kind.toJson(before), ...(lockedMonths.length > 0 ? { locked_month_correction: true } : {}) },
    });
    return { ok: true };
  });
}
