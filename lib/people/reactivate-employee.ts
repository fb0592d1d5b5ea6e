// Brings a deleted person back. Their user account stays switched off: giving access again is a
// separate, deliberate step on the users screen (or a self-service invitation).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { EMPLOYEE_JSON_SELECT, employeeJson } from "./employee-json";
import type { TEmployeeIdBody } from "./people.types";
import { findVisibleEmployee } from "./visible-employees";

export async function reactivateEmployee(ctx: RequestContext, input: TEmployeeIdBody) {
  const employee = await findVisibleEmployee(
    ctx,
    input.employee_id,
    { id: true, deletedAt: true },
    { includeDeleted: true },
  );
  if (!employee.deletedAt) {
    throw new AppError("conflict", "This person is not deleted", {
      fields: { employee_id: "This person is not deleted" },
    });
  }
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.employee.update({
      where: { id: employee.id, groupId: ctx.group.id },
      data: { deletedAt: null },
      select: EMPLOYEE_JSON_SELECT,
    });
    await recordAudit(tx, ctx, {
      action: "restore",
      objectType: "employee",
      objectId: employee.id,
      employeeId: employee.id,
      before: { deleted: true },
      after: { deleted: false },
    });
    return updated;
  });
  return { data: employeeJson(ctx, row) };
}
