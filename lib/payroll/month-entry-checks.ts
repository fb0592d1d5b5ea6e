// Checks every payroll-month entry shares: the person is one the caller may see (else 404, like an id that
// does not exist), the month lies within the person's employment (else 422 naming month), and a month that
// payroll already processed (locked) changes only with the lock right; such a change is a correction that
// the next push of the month carries (the push sends what differs from what the provider holds).
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db/generated/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { monthKey, monthOverlapsEmployment } from "./payroll-month";

type Tx = Prisma.TransactionClient;
type Placed = { employee_id: number; year: number; month: number };

/** One error map for a single entry ({field}) or a bulk one ({entries.i.field}). */
export function fieldsAt(index: number | null, fields: Record<string, string>): Record<string, string> {
  if (index === null) return fields;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`entries.${index}.${k}`, v]));
}

/**
 * Checks the rows' people and months in two queries whatever their number. Returns the locked months
 * touched (the audit names them). `single`: errors name the field alone, not entries.i.field.
 */
export async function checkPlacement(tx: Tx, ctx: RequestContext, rows: Placed[], single: boolean) {
  const ids = [...new Set(rows.map((r) => r.employee_id))];
  const people = await tx.employee.findMany({
    where: { AND: [visiblePeopleWhere(ctx), { id: { in: ids } }] },
    select: { id: true, startDate: true, endDate: true },
  });
  const byId = new Map(people.map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  rows.forEach((row, i) => {
    const person = byId.get(row.employee_id);
    if (!person) {
      if (single) throw AppError.notFound("Employee");
      Object.assign(fields, fieldsAt(i, { employee_id: "employee_id is not a person you can see" }));
    } else if (!monthOverlapsEmployment(row.year, row.month, person.startDate, person.endDate)) {
      Object.assign(
        fields,
        fieldsAt(single ? null : i, { month: "month is outside this person's employment (start and end dates)" }),
      );
    }
  });
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);

  const months = [...new Set(rows.map((r) => monthKey(r.year, r.month)))];
  const locked = await tx.leaveLockedMonth.findMany({
    where: { groupId: ctx.group.id, month: { in: months } },
    select: { month: true },
  });
  const lockedMonths = locked.map((l) => l.month);
  if (lockedMonths.length > 0 && !can(ctx.subject, "leave.lock")) {
    throw AppError.validation(
      { month: `Payroll has processed ${lockedMonths.join(", ")}; ask payroll to correct it` },
      "This month is locked by payroll",
    );
  }
  return lockedMonths;
}
