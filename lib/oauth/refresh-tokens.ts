// grant_type=refresh_token with rotation: each refresh token works once and yields a new pair. A refresh
// token presented again after its rotation means it leaked: every token of its family (all bought by the
// same authorization code) is revoked, the thief's and the client's alike (OAuth 2.1 section 4.3.1).
// Tokens of the same user and app bought by another code are not touched. Tokens issued before families
// existed (familyId null) fall back to the old rule: all of that user, group and app.
import { db } from "@/lib/db/client";
import type { ClientApp } from "@/lib/db/generated/client";
import { issueTokens } from "./issue-tokens";
import { OAuthError } from "./oauth-error";
import { splitScope } from "./oauth.types";
import { hashSecret } from "./secrets";

export async function refreshTokens(app: ClientApp, form: URLSearchParams) {
  const refresh = form.get("refresh_token");
  if (!refresh) throw new OAuthError("invalid_request", "refresh_token is required");
  const row = await db.oAuthToken.findUnique({ where: { refreshHash: hashSecret(refresh) } });
  if (!row || row.clientAppId !== app.id) throw new OAuthError("invalid_grant", "Unknown refresh token");
  const family = { clientAppId: row.clientAppId, groupId: row.groupId, userId: row.userId };
  if (row.revokedAt) {
    const members = row.familyId ? { familyId: row.familyId } : family;
    await db.oAuthToken.updateMany({ where: { ...members, revokedAt: null }, data: { revokedAt: new Date() } });
    throw new OAuthError("invalid_grant", "This refresh token was already used; the app's tokens are revoked");
  }
  if (!row.refreshExpiresAt || row.refreshExpiresAt.getTime() <= Date.now()) {
    throw new OAuthError("invalid_grant", "This refresh token has expired");
  }
  // A client may narrow its scopes on refresh, never widen them.
  const asked = splitScope(form.get("scope") ?? undefined);
  if (asked.some((s) => !row.scopes.includes(s)))
    throw new OAuthError("invalid_scope", "scope exceeds the original grant");
  const scopes = asked.length ? asked : row.scopes;
  return db.$transaction(async (tx) => {
    const rotated = await tx.oAuthToken.updateMany({
      where: { id: row.id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (rotated.count !== 1) throw new OAuthError("invalid_grant", "This refresh token was already used");
    const grant = await tx.oAuthGrant.findUnique({ where: { groupId_userId_clientAppId: family } });
    if (!grant || grant.revokedAt) throw new OAuthError("invalid_grant", "The user revoked this app");
    return issueTokens(tx, { ...family, scopes, familyId: row.familyId ?? `token-${row.id}` });
  });
}
