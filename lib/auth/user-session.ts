// Server-side sessions. The Auth.js JWT cookie only carries the session id (`sid`); this table decides
// whether it is still valid, so sessions can be revoked (sign out, disable, password change) and expire
// after the idle timeout or the absolute lifetime whatever the cookie says.
import { randomBytes } from "node:crypto";
import { db, type Db, type DbTransaction } from "@/lib/db/client";
import { LAST_SEEN_WRITE_INTERVAL_MS, sessionIdleMs, sessionMaxMs } from "./session-settings";

export type ActiveSession = {
  id: string;
  userId: string;
  groupId: number | null;
  impersonatorUserId: string | null;
  /** Opened by a group's own SAML IdP: the session acts only in that group (see the schema). */
  boundGroupId: number | null;
  /**
   * Whether single sign-on opened the session; a company that admits SSO only refuses it otherwise. Null
   * for contexts that are not a browser session (a background job, an OAuth token): the rule is about how
   * a person signed in, and those carry the rights of someone who did.
   */
  viaSso: boolean | null;
};

/** The columns of a session row that the validity rules and ActiveSession read. */
export type SessionRow = {
  id: string;
  userId: string;
  groupId: number | null;
  impersonatorUserId: string | null;
  impersonatorSessionId: string | null;
  boundGroupId: number | null;
  viaSso: boolean;
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
};

export async function createUserSession(input: {
  userId: string;
  groupId: number | null;
  impersonatorUserId?: string | null;
  boundGroupId?: number | null;
  viaSso?: boolean;
  userAgent?: string | null;
  ip?: string | null;
}): Promise<ActiveSession> {
  const now = new Date();
  const row = await db.userSession.create({
    data: {
      id: randomBytes(32).toString("base64url"),
      userId: input.userId,
      groupId: input.groupId,
      impersonatorUserId: input.impersonatorUserId ?? null,
      boundGroupId: input.boundGroupId ?? null,
      viaSso: input.viaSso ?? false,
      userAgent: input.userAgent?.slice(0, 400) ?? null,
      ip: input.ip ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionMaxMs()),
    },
  });
  return toActiveSession(row);
}

/**
 * The session if it exists, is not revoked and has neither idled out nor passed its lifetime. An
 * impersonation also ends with the admin's own session (signed out, revoked, past its lifetime); while
 * the admin works through the impersonation, their own session is kept from idling out.
 */
export async function findActiveSession(id: string): Promise<ActiveSession | null> {
  const row = await db.userSession.findUnique({ where: { id } });
  if (!row) return null;
  const admin = row.impersonatorSessionId
    ? await db.userSession.findUnique({
        where: { id: row.impersonatorSessionId },
        select: { revokedAt: true, expiresAt: true },
      })
    : null;
  return activeSessionFromRow(row, admin);
}

/**
 * The validity rules of findActiveSession, for a session row read some other way (the request context
 * reads it in the same query as the membership): null when revoked, idle or past its lifetime, or when
 * the impersonating admin's own session (`admin`, read for impersonations) has ended. Refreshes lastSeenAt
 * at most once a minute.
 */
export async function activeSessionFromRow(
  row: SessionRow,
  admin: { revokedAt: Date | null; expiresAt: Date } | null,
): Promise<ActiveSession | null> {
  if (row.revokedAt) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + sessionIdleMs() <= now) return null;
  if (row.impersonatorSessionId && (!admin || admin.revokedAt || admin.expiresAt.getTime() <= now)) return null;
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
    const ids = row.impersonatorSessionId ? [row.id, row.impersonatorSessionId] : [row.id];
    await db.userSession.updateMany({ where: { id: { in: ids } }, data: { lastSeenAt: new Date(now) } });
  }
  return toActiveSession(row);
}

export async function revokeSession(id: string): Promise<void> {
  await db.userSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * Ends every open session of a user, except one (the caller's own, after they changed their password).
 * Used by a password change or reset and by disabling a user. Pass `client` inside a transaction.
 */
export async function endUserSessions(
  userId: string,
  options: { exceptSessionId?: string | null; client?: Db | DbTransaction } = {},
): Promise<number> {
  const client = options.client ?? db;
  const ended = await client.userSession.updateMany({
    where: { userId, revokedAt: null, ...(options.exceptSessionId ? { id: { not: options.exceptSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return ended.count;
}

function toActiveSession(row: SessionRow): ActiveSession {
  return {
    id: row.id,
    userId: row.userId,
    groupId: row.groupId,
    impersonatorUserId: row.impersonatorUserId,
    boundGroupId: row.boundGroupId,
    viaSso: row.viaSso,
  };
}
