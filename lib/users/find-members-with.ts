// Who in a company holds a permission now (whom to notify, whom to tell over realtime): every enabled
// member's rights are built as for their own requests and asked `can`, so the answer follows the one rule in
// permissions.ts instead of a copy of it as a database filter (such copies drift).
import { db } from "@/lib/db/client";
import { canAccessArea, type Area } from "@/lib/access/areas";
import { can, type Permission } from "@/lib/access/permissions";
import { SUBJECT_MEMBERSHIP_INCLUDE, subjectFromMembership } from "@/lib/access/subject-from-membership";

/**
 * The user ids of the group's enabled members who hold the permission, and may open the area when one is given
 * (a notification pointing at a page only goes to those who can open it).
 */
export async function membersWith(groupId: number, permission: Permission, area?: Area): Promise<string[]> {
  const group = await db.group.findUnique({
    where: { id: groupId },
    select: { groupAccess: true, featureFlags: { select: { name: true, enabled: true } } },
  });
  if (!group) return [];
  const members = await db.membership.findMany({
    where: { groupId, status: "enabled" },
    include: SUBJECT_MEMBERSHIP_INCLUDE,
  });
  return members
    .filter((m) => {
      const subject = subjectFromMembership(m, group, false);
      return can(subject, permission) && (!area || canAccessArea(subject, area));
    })
    .map((m) => m.userId);
}
