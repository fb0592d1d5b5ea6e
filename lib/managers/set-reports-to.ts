// POST setCurrentReportsTo: who a person reports to (null for nobody). The manager must be an active
// person of the same company (another company's id is reported exactly like a missing one), and the chain
// may not loop back to the person (A -> B -> C -> A). The check and the change share one transaction.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import type { TSetReportsToInput } from "./managers.types";
import { wouldCreateCycle } from "./reports-to-cycle";

export async function setReportsTo(ctx: RequestContext, input: TSetReportsToInput) {
  const person = await findVisibleEmployee(ctx, input.employee_id, { id: true, reportsToId: true });
  const managerId = input.reports_to_id;
  await db.$transaction(async (tx) => {
    if (managerId !== null) {
      if (managerId === person.id) throw AppError.validation({ reports_to_id: "A person cannot report to themselves" });
      const manager = await tx.employee.findFirst({
        where: { id: managerId, groupId: ctx.group.id, deletedAt: null },
        select: { id: true },
      });
      if (!manager) throw AppError.validation({ reports_to_id: "reports_to_id is not a person of this company" });
      if (await wouldCreateCycle(tx, ctx.group.id, person.id, managerId)) {
        throw AppError.validation({
          reports_to_id: "This manager already reports (directly or indirectly) to this person",
        });
      }
    }
    if (person.reportsToId === managerId) return;
    await tx.employee.update({ where: { id: person.id, groupId: ctx.group.id }, data: { reportsToId: managerId } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "employee",
      objectId: person.id,
      employeeId: person.id,
      before: { reports_to_id: person.reportsToId },
      after: { reports_to_id: managerId },
    });
  });
  return { data: { employee_id: person.id, reports_to_id: managerId } };
}
