// Turns `Authorization: Bearer <token>` into the same request context a session of that user in that
// group would get, plus the token's scopes. The context is pinned to the token's group (like a group-SSO
// session): a token never falls through to another group of the user.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/api/errors";
import { loadContext, type RequestContext } from "@/lib/api/context";
import { hashSecret } from "./secrets";

const LAST_USED_WRITE_INTERVAL_MS = 60_000;

/** The bearer token of the request, or null when it sends none (it then goes the session way). */
export function bearerToken(req: Request): string | null {
  // Other schemes (a staging proxy's Basic auth) leave the request to the session path.
  const header = req.headers.get("authorization")?.trim();
  if (!header || !/^Bearer(\s|$)/i.test(header)) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : "";
}

export function invalidToken(message = "The access token is invalid, expired or revoked"): AppError {
  return new AppError("unauthenticated", message, {
    headers: { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  });
}

export function insufficientScope(scope: string): AppError {
  return new AppError("forbidden", `This token lacks the scope ${scope}`, {
    headers: { "WWW-Authenticate": `Bearer error="insufficient_scope", scope="${scope}"` },
  });
}

export async function contextFromBearer(
  token: string,
): Promise<RequestContext & { oauth: NonNullable<RequestContext["oauth"]> }> {
  if (!token) throw invalidToken("Send the access token as Authorization: Bearer <token>");
  const row = await db.oAuthToken.findUnique({
    where: { accessHash: hashSecret(token) },
    include: { clientApp: { select: { deletedAt: true } } },
  });
  const now = Date.now();
  if (!row || row.revokedAt || row.accessExpiresAt.getTime() <= now || row.clientApp.deletedAt) throw invalidToken();
  const ctx = await loadContext({
    id: `oauth:${row.id}`,
    userId: row.userId,
    groupId: row.groupId,
    impersonatorUserId: null,
    boundGroupId: row.groupId,
    viaSso: null,
  });
  // The user was disabled or removed from the group since: the token dies with their access.
  if (!ctx || ctx.group.id !== row.groupId) throw invalidToken();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_WRITE_INTERVAL_MS) {
    await db.oAuthToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { ...ctx, oauth: { tokenId: row.id, clientAppId: row.clientAppId, scopes: row.scopes } };
}
