// Creates payroll-month entries of one kind: one (POST .../add) or many people at once (POST .../bulk_add).
// All rows land with their audit rows in one transaction, or none do.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { EntryKind, MonthFields } from "./entry-kinds";
import { checkPlacement, fieldsAt } from "./month-entry-checks";

export async function addMonthEntries<F extends MonthFields>(
  ctx: RequestContext,
  kind: EntryKind<F>,
  rows: F[],
  single = false,
) {
  const saved = await db.$transaction(async (tx) => {
    const lockedMonths = await checkPlacement(tx, ctx, rows, single);
    const problems = kind.check ? await kind.check(tx, ctx, rows) : {};
    const fields = Object.entries(problems).reduce<Record<string, string>>(
      (all, [i, f]) => ({ ...all, ...fieldsAt(single ? null : Number(i), f) }),
      {},
    );
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
    const created = [];
    for (const row of rows) {
      const entry = await kind.table(tx).create({
        data: {
          groupId: ctx.group.id,
          employeeId: row.employee_id,
          year: row.year,
          month: row.month,
          ...kind.toData(row),
        },
      });
      const json = kind.toJson(entry);
      await recordAudit(tx, ctx, {
        action: "create",
        objectType: kind.name,
        objectId: entry.id,
        employeeId: entry.employeeId,
        after: { ...json, ...(lockedMonths.length > 0 ? { locked_month_correction: true } : {}) },
      });
      created.push(json);
    }
    return created;
  });
  return single ? { data: saved[0] } : { data: saved, total: saved.length };
}
