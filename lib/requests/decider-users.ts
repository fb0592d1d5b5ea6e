// Whom a newly filed request tells (the backbone's half of a kind's "requested" notification): the enabled
// members who would find it in their /inbox. The same rules as deciders.ts, asked of every member instead of
// the caller: HR (the kind's `hr` permission) when the person is in their team scope and, for a sensitive
// person, when they read sensitive people; a manager (the kind's `managers` permission) when they manage the
// person (lib/managers/person-managers.ts). Never the person themselves.
import { can } from "@/lib/access/permissions";
import { SUBJECT_MEMBERSHIP_INCLUDE, subjectFromMembership } from "@/lib/access/subject-from-membership";
import { teamScope } from "@/lib/access/team-scope";
import { db } from "@/lib/db/client";
import { managerMembershipIds } from "@/lib/managers/person-managers";
import { deciderRole } from "./decider-role";
import type { RequestDeciders } from "./request-kind";

export type RequestPerson = { id: number; teamId: number | null; reportsToId: number | null; isSensitive: boolean };

export async function deciderUserIds(groupId: number, deciders: RequestDeciders, person: RequestPerson) {
  const [group, members, managers] = await Promise.all([
    db.group.findUnique({
      where: { id: groupId },
      select: { groupAccess: true, featureFlags: { select: { name: true, enabled: true } } },
    }),
    db.membership.findMany({ where: { groupId, status: "enabled" }, include: SUBJECT_MEMBERSHIP_INCLUDE }),
    deciders.managers ? managerMembershipIds(groupId, person) : Promise.resolve([]),
  ]);
  if (!group) return [];
  const managing = new Set(managers);
  return members
    .filter((m) => {
      if (m.employeeId === person.id) return false;
      const subject = subjectFromMembership(m, group, false);
      const role = deciderRole(subject, deciders);
      if (role === "manager") return managing.has(m.id);
      if (role !== "hr") return false;
      if (person.isSensitive && !can(subject, "sensitive.read")) return false;
      const scope = teamScope(subject);
      return scope.kind === "all" || (person.teamId !== null && scope.teamIds.includes(person.teamId));
    })
    .map((m) => m.userId);
}
