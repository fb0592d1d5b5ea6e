// Who decides on a person's leave: their manager (reports-to), the managers of their team, and, when the
// group has the multiple-managers flag on, every one of those managers must approve. Without any manager
// the group's admins decide. Nobody decides on their own request.
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";

export async function approverMembershipIds(groupId: number, employee: { id: number; teamId: number | null; reportsToId: number | null }): Promise<number[]> {
  const ids = new Set<number>();
  if (employee.reportsToId) {
    const manager = await db.membership.findFirst({ where: { groupId, employeeId: employee.reportsToId, status: "enabled" }, select: { id: true } });
    if (manager) ids.add(manager.id);
  }
  if (employee.teamId) {
    const teamManagers = await db.teamManager.findMany({ where: { teamId: employee.teamId, membership: { groupId, status: "enabled" } }, select: { membershipId: true } });
    for (const m of teamManagers) ids.add(m.membershipId);
  }
  // The person's own membership never approves their own leave.
  const own = await db.membership.findFirst({ where: { groupId, employeeId: employee.id }, select: { id: true } });
  if (own) ids.delete(own.id);
  if (ids.size === 0) {
    const admins = await db.membership.findMany({ where: { groupId, role: "admin", status: "enabled" }, select: { id: true } });
    for (const a of admins) if (a.id !== own?.id) ids.add(a.id);
  }
  return [...ids];
}

/** Whether the caller may decide on a request of this person: the right, the person in scope, not self. */
export async function mayDecide(ctx: RequestContext, employeeId: number): Promise<boolean> {
  if (!can(ctx.subject, "leave.approve")) return false;
  if (ctx.membership.employeeId === employeeId) return false;
  const visible = await db.employee.count({ where: { AND: [visiblePeopleWhere(ctx), { id: employeeId }] } });
  return visible > 0;
}
