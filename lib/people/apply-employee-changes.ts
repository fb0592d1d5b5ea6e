// Changes fields of one person and audits them, for every write on a person's own fields (edit,
// updateName, setSensitive, seniorityDate, payrollPushMethod): one place checks rights and rules and
// writes the before/after audit row in the same transaction.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { notifyPersonalDataUpdated } from "@/lib/notifications/people-notifications";
import { employeeAuditSnapshot } from "./employee-audit-snapshot";
import { EMPLOYEE_JSON_SELECT } from "./employee-json";
import { employeeWriteData } from "./employee-write-data";
import type { TEmployeeFields } from "./people.types";
import { findVisibleEmployee } from "./visible-employees";

export async function applyEmployeeChanges(
  ctx: RequestContext,
  employeeId: number,
  fields: TEmployeeFields & { first_name?: string; last_name?: string },
  options: { own?: boolean } = {},
) {
  // `own`: a self-service edit of the caller's own record, which their team scope may not cover.
  const before = await findVisibleEmployee(ctx, employeeId, EMPLOYEE_JSON_SELECT, { includeOwn: options.own });
  const data = await employeeWriteData(ctx, fields, before);
  const after = await db.$transaction(async (tx) => {
    const row = await tx.employee.update({
      where: { id: before.id, groupId: ctx.group.id },
      data,
      select: EMPLOYEE_JSON_SELECT,
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "employee",
      objectId: row.id,
      employeeId: row.id,
      before: employeeAuditSnapshot(before),
      after: employeeAuditSnapshot(row),
    });
    return row;
  });
  await notifyPersonalDataUpdated(ctx, after).catch((error) => console.error("people: notifying failed", error));
  return after;
}
