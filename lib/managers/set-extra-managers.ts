// POST extraManagers: replace a person's extra managers. Only while the company's multiple-managers flag
// is on. Managers must be active people of the same company (another company's id is reported like a
// missing one) and never the person themselves.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { getExtraManagers } from "./get-extra-managers";
import type { TSetExtraManagersInput } from "./managers.types";

export async function setExtraManagers(ctx: RequestContext, input: TSetExtraManagersInput) {
  if (!ctx.subject.flags.enable_multiple_managers) {
    throw AppError.forbidden(
      "Multiple managers are switched off for this company (feature flag enable_multiple_managers)",
    );
  }
  const person = await findVisibleEmployee(ctx, input.employee_id, { id: true });
  const ids = [...new Set(input.manager_ids)].sort((x, y) => x - y);
  if (ids.includes(person.id)) throw AppError.validation({ manager_ids: "A person cannot be their own manager" });
  const found = await db.employee.count({ where: { groupId: ctx.group.id, deletedAt: null, id: { in: ids } } });
  if (found !== ids.length)
    throw AppError.validation({ manager_ids: "manager_ids holds someone who is not a person of this company" });
  await db.$transaction(async (tx) => {
    const before = await tx.extraManager.findMany({
      where: { groupId: ctx.group.id, employeeId: person.id },
      select: { managerId: true },
      orderBy: { managerId: "asc" },
    });
    await tx.extraManager.deleteMany({ where: { groupId: ctx.group.id, employeeId: person.id } });
    await tx.extraManager.createMany({
      data: ids.map((managerId) => ({ groupId: ctx.group.id, employeeId: person.id, managerId })),
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "employee",
      objectId: person.id,
      employeeId: person.id,
      before: { extra_manager_ids: before.map((m) => m.managerId) },
      after: { extra_manager_ids: ids },
    });
  });
  return getExtraManagers(ctx, person.id);
}
