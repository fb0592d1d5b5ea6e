// Adds a person to the caller's company. Needs the employee_insert right (route) and, for the
// national number, IBAN and sensitive flag, the sensitive right (employeeWriteData).
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { assignAutoNumbersForNewEmployee } from "@/lib/custom-fields/auto-number";
import { db } from "@/lib/db/client";
import { notifyPersonAdded } from "@/lib/notifications/people-notifications";
import type { Prisma } from "@/lib/db/generated/client";
import { employeeAuditSnapshot } from "./employee-audit-snapshot";
import { EMPLOYEE_JSON_SELECT, employeeJson } from "./employee-json";
import { employeeWriteData } from "./employee-write-data";
import type { TAddEmployeeInput } from "./people.types";

export async function addEmployee(ctx: RequestContext, input: TAddEmployeeInput) {
  const data = await employeeWriteData(ctx, input, null);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.employee.create({
      data: { ...(data as Prisma.EmployeeUncheckedCreateInput), groupId: ctx.group.id },
      select: EMPLOYEE_JSON_SELECT,
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "employee",
      objectId: created.id,
      employeeId: created.id,
      before: null,
      after: employeeAuditSnapshot(created),
    });
    // Auto-numbered custom fields (an employee number kept by the company) give the new person the next number.
    await assignAutoNumbersForNewEmployee(tx, ctx, created.id);
    return created;
  });
  await notifyPersonAdded(ctx, row).catch((error) => console.error("people: notifying failed", error));
  return { data: employeeJson(ctx, row) };
}
