// A visible person's extra managers (readable whether or not the multiple-managers flag is on, so that a
// switched-off flag never hides who was set).
import type { RequestContext } from "@/lib/api/context";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { MANAGER_SELECT, managerJson } from "./manager-json";

export async function getExtraManagers(ctx: RequestContext, employeeId: number) {
  const person = await findVisibleEmployee(ctx, employeeId, {
    id: true,
    extraManagers: {
      where: { manager: { deletedAt: null } },
      select: { manager: { select: MANAGER_SELECT } },
      orderBy: { managerId: "asc" },
    },
  });
  return {
    data: person.extraManagers.map((m) => managerJson(m.manager)),
    enabled: ctx.subject.flags.enable_multiple_managers,
  };
}
