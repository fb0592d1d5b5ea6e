// Who decides on a person's leave: their manager (reports-to), their extra managers (people records, only
// kept while the multiple-managers flag is on), the managers of their team; with that flag on, every one
// of them must approve. Without any manager the group's admins decide. Nobody decides on their own request.
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";

export async function approverMembershipIds(
  groupId: number,
  employee: { id: number; teamId: number | null; reportsToId: number | null },
): Promise<number[]> {
  const ids = new Set<number>();
  if (employee.reportsToId) {
    const manager = await db.membership.findFirst({
      where: { groupId, employeeId: employee.reportsToId, status: "enabled" },
      select: { id: true },
    });
    if (manager) ids.add(manager.id);
  }
  const extra = await db.extraManager.findMany({
    where: { groupId, employeeId: employee.id },
    select: { managerId: true },
  });
  if (extra.length > 0) {
    const managers = await db.membership.findMany({
      where: { groupId, employeeId: { in: extra.map((e) => e.managerId) }, status: "enabled" },
      select: { id: true },
    });
    for (const m of managers) ids.add(m.id);
  }
  if (employee.teamId) {
    const teamManagers = await db.teamManager.findMany({
      where: { teamId: employee.teamId, membership: { groupId, status: "enabled" } },
      select: { membershipId: true },
    });
    for (const m of teamManagers) ids.add(m.membershipId);
  }
  // The person's own membership never approves their own leave.
  const own = await db.membership.findFirst({ where: { groupId, employeeId: employee.id }, select: { id: true } });
  if (own) ids.delete(own.id);
  if (ids.size === 0) {
    const admins = await db.membership.findMany({
      where: { groupId, role: "admin", status: "enabled" },
      select: { id: true },
    });
    for (const a of admins) if (a.id !== own?.id) ids.add(a.id);
  }
  return [...ids];
}

/**
 * Whether the caller may decide on a request of this person: the right, not self, and the person in
 * scope or the caller one of their managers (an extra manager may lead another team).
 */
export async function mayDecide(ctx: RequestContext, employeeId: number): Promise<boolean> {
  if (!can(ctx.subject, "leave.approve")) return false;
  const own = ctx.membership.employeeId;
  if (own === employeeId) return false;
  const visible = await db.employee.count({ where: { AND: [visiblePeopleWhere(ctx), { id: employeeId }] } });
  if (visible > 0) return true;
  if (!own) return false;
  const managed = await db.employee.count({
    where: {
      id: employeeId,
      groupId: ctx.group.id,
      deletedAt: null,
      OR: [{ reportsToId: own }, { extraManagers: { some: { managerId: own } } }],
    },
  });
  return managed > 0;
}
