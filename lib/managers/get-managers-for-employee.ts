// A visible person's managers: the reportsTo and the extra managers.
import type { RequestContext } from "@/lib/api/context";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { MANAGER_SELECT, managerJson } from "./manager-json";

export async function getManagersForEmployee(ctx: RequestContext, employeeId: number) {
  const person = await findVisibleEmployee(ctx, employeeId, {
    id: true,
    reportsTo: { select: { ...MANAGER_SELECT, deletedAt: true } },
    extraManagers: {
      where: { manager: { deletedAt: null } },
      select: { manager: { select: MANAGER_SELECT } },
      orderBy: { managerId: "asc" },
    },
  });
  const reportsTo = person.reportsTo && !person.reportsTo.deletedAt ? managerJson(person.reportsTo) : null;
  const extra = person.extraManagers.map((m) => managerJson(m.manager));
  return {
    data: {
      employee_id: person.id,
      reports_to: reportsTo,
      extra_managers: extra,
      managers: [...(reportsTo ? [reportsTo] : []), ...extra],
    },
  };
}
