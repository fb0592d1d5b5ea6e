// The request context every use case receives: who is calling, in which group, with which rights.
// Built from fresh rows on each request (one query), so rights changes apply on the next request.
import { db } from "@/lib/db/client";
import { switchesFromMembership } from "@/lib/access/switches";
import { resolveFeatureFlags } from "@/lib/access/feature-flags";
import type { AccessSubject } from "@/lib/access/subject";
import type { ActiveSession } from "@/lib/auth/user-session";

export type RequestContext = {
  sessionId: string;
  user: { id: string; email: string; name: string; language: string | null; dialect: string | null; image: string | null };
  group: {
    id: number;
    name: string;
    subdomain: string;
    groupAccess: "light" | "full";
    country: "BE" | "NL";
    resellerId: number | null;
    trialEndsAt: Date | null;
  };
  membership: { id: number; role: AccessSubject["role"]; employeeId: number | null };
  subject: AccessSubject;
  /** The admin behind an impersonated session; audit rows name them as the real actor. */
  impersonatorUserId: string | null;
  /** Set when the group's own SAML IdP opened the session: it acts only in this group. */
  boundGroupId: number | null;
  /** Set when an OAuth access token (Authorization: Bearer) made the request instead of a session. */
  oauth?: { tokenId: number; clientAppId: number; scopes: string[] };
};

export async function loadContext(session: ActiveSession): Promise<RequestContext | null> {
  // An impersonation, or a session opened by a group's own IdP, is pinned to its one group.
  const pinned = session.impersonatorUserId !== null || session.boundGroupId !== null;
  const groupId = session.boundGroupId ?? session.groupId;
  const membership = await findMembership(session.userId, groupId, pinned);
  if (!membership) return null;
  const { user, group } = membership;
  const subject: AccessSubject = {
    role: membership.role,
    switches: switchesFromMembership(membership),
    edition: group.groupAccess,
    flags: resolveFeatureFlags(group.featureFlags),
    managedTeamIds: membership.managedTeams.map((t) => t.teamId),
    teamBasedAccessIds: membership.teamBasedAccess ? membership.teamAccess.map((t) => t.teamId) : null,
    ownTeamId: membership.employee?.deletedAt ? null : (membership.employee?.teamId ?? null),
    impersonating: session.impersonatorUserId !== null,
  };
  return {
    sessionId: session.id,
    user: { id: user.id, email: user.email, name: user.name, language: user.language, dialect: user.dialect, image: user.image },
    group: {
      id: group.id,
      name: group.name,
      subdomain: group.subdomain,
      groupAccess: group.groupAccess,
      country: group.country,
      resellerId: group.resellerId,
      trialEndsAt: group.trialEndsAt,
    },
    membership: { id: membership.id, role: membership.role, employeeId: membership.employeeId },
    subject,
    impersonatorUserId: session.impersonatorUserId,
    boundGroupId: session.boundGroupId,
  };
}

// The session's group when the user is still enabled there; otherwise the user's last or first
// enabled group (a session never falls into a group the user does not belong to). The join strategy
// loads it all in one SQL query: this runs on every request.
async function findMembership(userId: string, groupId: number | null, pinned: boolean) {
  const include = {
    user: true,
    group: { include: { featureFlags: { select: { name: true, enabled: true } } } },
    managedTeams: { select: { teamId: true } },
    teamAccess: { select: { teamId: true } },
    employee: { select: { teamId: true, deletedAt: true } },
  } as const;
  if (groupId !== null) {
    const found = await db.membership.findFirst({ where: { userId, groupId, status: "enabled" }, include, relationLoadStrategy: "join" });
    if (found || pinned) return found;
  }
  // A pinned session (impersonation, group SSO) never falls through to another group, and no session
  // falls into a company that admits single sign-on only: it was not opened through that company's SSO.
  if (pinned) return null;
  return db.membership.findFirst({
    where: { userId, status: "enabled", group: { accessType: { not: "sso_only" } } },
    orderBy: { groupId: "asc" },
    include,
    relationLoadStrategy: "join",
  });
}
