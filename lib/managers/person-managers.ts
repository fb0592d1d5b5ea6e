// Who manages a person, for every request kind (leave, commute, wage, expenses, ...): their manager
// (reports-to), their extra managers (people records, only kept while the multiple-managers flag is on) and
// the managers of their team. Without any manager the group's admins stand in. Nobody manages themselves.
// Moved here from the leave module (issue 22) so that every module asks the same question the same way.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";

export type ManagedPerson = { id: number; teamId: number | null; reportsToId: number | null };

/** The memberships that manage the person (the people a new request of theirs goes to). */
export async function managerMembershipIds(groupId: number, employee: ManagedPerson): Promise<number[]> {
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
  // The person's own membership never decides on their own requests.
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
 * Whether the caller stands over this person: not the person themselves, and the person in the caller's
 * scope (team-based access, sensitive people) or the caller one of their managers (an extra manager may
 * lead another team). The right to decide a given kind of request is the caller's permission on top.
 */
export async function callerManagesPerson(ctx: RequestContext, employeeId: number): Promise<boolean> {
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
