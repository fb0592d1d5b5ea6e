// The request context of a browser session in ONE SQL query: the session row, the impersonating admin's
// session, the user, the membership in the session's group with its group, flags, managed teams, team-based
// access and employee. This runs before every signed-in request and page, and each Prisma round trip costs
// about a millisecond, so the three separate reads (session, admin session, membership) became one
// prepared statement (lib/db/prepared-query.ts).
// Whatever this query cannot settle on its own (the membership is gone and the session falls back to
// another group, or the group refuses how the session was opened) goes the ordinary way, loadContext().
import { ACCESS_SWITCHES } from "@/lib/access/switches";
import { preparedQuery } from "@/lib/db/prepared-query";
import { activeSessionFromRow, type SessionRow } from "@/lib/auth/user-session";
import {
  contextFromMembership,
  loadContext,
  sessionAdmittedTo,
  type ContextMembership,
  type RequestContext,
} from "./context";

const snake = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const SWITCH_COLUMNS = ACCESS_SWITCHES.map((s) => `m.${snake(s.column)} AS "${s.column}"`).join(", ");

// The membership is looked up in the group the session acts in (a SAML-bound session in its bound group).
// Exported for bench/api-overhead.ts, whose plain node:http floor runs the very same query.
export const SESSION_CONTEXT_SQL = `
SELECT s.id, s.user_id AS "userId", s.group_id AS "groupId", s.impersonator_user_id AS "impersonatorUserId",
       s.impersonator_session_id AS "impersonatorSessionId", s.bound_group_id AS "boundGroupId", s.via_sso AS "viaSso",
       s.revoked_at AT TIME ZONE 'UTC' AS "revokedAt", s.expires_at AT TIME ZONE 'UTC' AS "expiresAt", s.last_seen_at AT TIME ZONE 'UTC' AS "lastSeenAt",
       a.revoked_at AT TIME ZONE 'UTC' AS "adminRevokedAt", a.expires_at AT TIME ZONE 'UTC' AS "adminExpiresAt", a.id AS "adminSessionId",
       u.email AS "userEmail", u.name AS "userName", u.language::text AS "userLanguage", u.dialect AS "userDialect", u.image AS "userImage",
       m.id AS "membershipId", m.role::text AS "role", m.employee_id AS "employeeId", m.team_based_access AS "teamBasedAccess",
       ${SWITCH_COLUMNS},
       g.id AS "gId", g.name AS "gName", g.subdomain AS "gSubdomain", g.group_access::text AS "gAccess", g.country::text AS "gCountry",
       g.reseller_id AS "gResellerId", g.trial_ends_at AT TIME ZONE 'UTC' AS "gTrialEndsAt", g.access_type AS "gAccessType",
       e.team_id AS "employeeTeamId", e.deleted_at AT TIME ZONE 'UTC' AS "employeeDeletedAt", (e.id IS NOT NULL) AS "hasEmployee",
       (SELECT coalesce(json_agg(json_build_object('name', f.name, 'enabled', f.enabled)), '[]'::json)
          FROM feature_flag f WHERE f.group_id = g.id) AS "flags",
       (SELECT coalesce(array_agg(tm.team_id), '{}') FROM team_manager tm WHERE tm.membership_id = m.id) AS "managedTeamIds",
       (SELECT coalesce(array_agg(ta.team_id), '{}') FROM team_access ta WHERE ta.membership_id = m.id) AS "teamAccessIds"
  FROM user_session s
  JOIN "user" u ON u.id = s.user_id
  LEFT JOIN user_session a ON a.id = s.impersonator_session_id
  LEFT JOIN membership m ON m.user_id = s.user_id AND m.status = 'enabled' AND m.group_id = coalesce(s.bound_group_id, s.group_id)
  LEFT JOIN "group" g ON g.id = m.group_id
  LEFT JOIN employee e ON e.id = m.employee_id
 WHERE s.id = $1`;

type Row = SessionRow & {
  adminSessionId: string | null;
  adminRevokedAt: Date | null;
  adminExpiresAt: Date | null;
  userEmail: string;
  userName: string;
  userLanguage: string | null;
  userDialect: string | null;
  userImage: string | null;
  membershipId: number | null;
  role: ContextMembership["role"];
  employeeId: number | null;
  teamBasedAccess: boolean;
  gId: number;
  gName: string;
  gSubdomain: string;
  gAccess: ContextMembership["group"]["groupAccess"];
  gCountry: ContextMembership["group"]["country"];
  gResellerId: number | null;
  gTrialEndsAt: Date | null;
  gAccessType: string;
  employeeTeamId: number | null;
  employeeDeletedAt: Date | null;
  hasEmployee: boolean;
  flags: { name: string; enabled: boolean }[];
  managedTeamIds: number[];
  teamAccessIds: number[];
} & Record<string, unknown>;

/** The context of the session with this id, or null when the session is not active or has no group. */
export async function loadSessionContext(sessionId: string): Promise<RequestContext | null> {
  const [row] = await preparedQuery<Row>("session_context", SESSION_CONTEXT_SQL, [sessionId]);
  if (!row) return null;
  const admin = row.adminSessionId ? { revokedAt: row.adminRevokedAt, expiresAt: row.adminExpiresAt! } : null;
  const session = await activeSessionFromRow(row, admin);
  if (!session) return null;
  if (row.membershipId === null || !sessionAdmittedTo(session, row.gAccessType)) return loadContext(session);
  return contextFromMembership(session, membershipFromRow(row));
}

function membershipFromRow(row: Row): ContextMembership {
  const switches = Object.fromEntries(ACCESS_SWITCHES.map((s) => [s.column, Boolean(row[s.column])]));
  return {
    ...(switches as Record<(typeof ACCESS_SWITCHES)[number]["column"], boolean>),
    id: row.membershipId!,
    role: row.role,
    employeeId: row.employeeId,
    teamBasedAccess: row.teamBasedAccess,
    user: {
      id: row.userId,
      email: row.userEmail,
      name: row.userName,
      language: row.userLanguage,
      dialect: row.userDialect,
      image: row.userImage,
    },
    group: {
      id: row.gId,
      name: row.gName,
      subdomain: row.gSubdomain,
      groupAccess: row.gAccess,
      country: row.gCountry,
      resellerId: row.gResellerId,
      trialEndsAt: row.gTrialEndsAt,
      accessType: row.gAccessType,
      featureFlags: row.flags,
    },
    managedTeams: row.managedTeamIds.map((teamId) => ({ teamId })),
    teamAccess: row.teamAccessIds.map((teamId) => ({ teamId })),
    employee: row.hasEmployee ? { teamId: row.employeeTeamId, deletedAt: row.employeeDeletedAt } : null,
  };
}
