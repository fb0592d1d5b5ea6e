// The request context every use case receives: who is calling, in which group, with which rights.
// Built from fresh rows on each request (one query), so rights changes apply on the next request.
import { db } from "@/lib/db/client";
import type { AccessSwitchColumn } from "@/lib/access/switches";
import { subjectFromMembership } from "@/lib/access/subject-from-membership";
import type { AccessSubject } from "@/lib/access/subject";
import type { ActiveSession } from "@/lib/auth/user-session";

export type RequestContext = {
  sessionId: string;
  user: {
    id: string;
    email: string;
    name: string;
    language: string | null;
    dialect: string | null;
    image: string | null;
  };
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
  /** Whether single sign-on opened the session; null when no browser session stands behind it (see ActiveSession). */
  viaSso: boolean | null;
  /** Set when an OAuth access token (Authorization: Bearer) made the request instead of a session. */
  oauth?: { tokenId: number; clientAppId: number; scopes: string[] };
};

export async function loadContext(session: ActiveSession): Promise<RequestContext | null> {
  // An impersonation, or a session opened by a group's own IdP, is pinned to its one group.
  const pinned = session.impersonatorUserId !== null || session.boundGroupId !== null;
  const groupId = session.boundGroupId ?? session.groupId;
  const membership = await findMembership(session, groupId, pinned);
  return membership ? contextFromMembership(session, membership) : null;
}

/** What contextFromMembership needs of a membership: the row with the joins of findMembership. */
export type ContextMembership = Record<AccessSwitchColumn, boolean> & {
  id: number;
  role: AccessSubject["role"];
  employeeId: number | null;
  teamBasedAccess: boolean;
  user: RequestContext["user"];
  group: RequestContext["group"] & { accessType: string; featureFlags: { name: string; enabled: boolean }[] };
  managedTeams: { teamId: number }[];
  teamAccess: { teamId: number }[];
  employee: { teamId: number | null; deletedAt: Date | null } | null;
};

/**
 * A company that admits single sign-on only takes no session that a password (or an invitation or
 * sign-up link) opened, including one opened before it switched. Jobs and OAuth tokens (viaSso null)
 * act for someone who signed in already.
 */
export function sessionAdmittedTo(session: Pick<ActiveSession, "viaSso">, accessType: string): boolean {
  return accessType !== "sso_only" || session.viaSso !== false;
}

export function contextFromMembership(session: ActiveSession, membership: ContextMembership): RequestContext {
  const { user, group } = membership;
  const subject = subjectFromMembership(membership, group, session.impersonatorUserId !== null);
  return {
    sessionId: session.id,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      language: user.language,
      dialect: user.dialect,
      image: user.image,
    },
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
    viaSso: session.viaSso,
  };
}

// The session's group when the user is still enabled there (and the group admits how the session was
// opened); otherwise the user's first enabled group that does (a session never falls into a group the user
// does not belong to). The join strategy loads it all in one SQL query.
async function findMembership(session: ActiveSession, groupId: number | null, pinned: boolean) {
  const include = {
    user: true,
    group: { include: { featureFlags: { select: { name: true, enabled: true } } } },
    managedTeams: { select: { teamId: true } },
    teamAccess: { select: { teamId: true } },
    employee: { select: { teamId: true, deletedAt: true } },
  } as const;
  if (groupId !== null) {
    const found = await db.membership.findFirst({
      where: { userId: session.userId, groupId, status: "enabled" },
      include,
      relationLoadStrategy: "join",
    });
    if (found && sessionAdmittedTo(session, found.group.accessType)) return found;
  }
  // A pinned session (impersonation, group SSO) never falls through to another group.
  if (pinned) return null;
  return db.membership.findFirst({
    where: {
      userId: session.userId,
      status: "enabled",
      ...(session.viaSso === false ? { group: { accessType: { not: "sso_only" } } } : {}),
    },
    orderBy: { groupId: "asc" },
    include,
    relationLoadStrategy: "join",
  });
}
