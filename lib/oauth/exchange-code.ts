// grant_type=authorization_code: a live, unused code of this client, the same redirect_uri and a
// code_verifier matching the PKCE challenge. The code is spent atomically, so a replay loses the race.
import { db } from "@/lib/db/client";
import type { ClientApp } from "@/lib/db/generated/client";
import { codeFamilyId, issueTokens } from "./issue-tokens";
import { OAuthError } from "./oauth-error";
import { hashSecret, pkceMatches } from "./secrets";

export async function exchangeCode(app: ClientApp, form: URLSearchParams) {
  const code = form.get("code");
  const verifier = form.get("code_verifier");
  const redirectUri = form.get("redirect_uri");
  if (!code) throw new OAuthError("invalid_request", "code is required");
  if (!verifier) throw new OAuthError("invalid_request", "code_verifier is required (PKCE)");
  const row = await db.oAuthAuthorizationCode.findUnique({ where: { codeHash: hashSecret(code) } });
  if (!row || row.clientAppId !== app.id) throw new OAuthError("invalid_grant", "Unknown code");
  if (row.usedAt) {
    // A replayed code was intercepted: the tokens issued from it, and every rotation of them (its family),
    // are revoked (RFC 6749 section 4.1.2). Other codes' tokens of the same user and app keep working.
    await db.oAuthToken.updateMany({
      where: { familyId: codeFamilyId(row.id), revokedAt: null },
      data: { revokedAt: new Date() },
    });
    throw new OAuthError("invalid_grant", "This code was already used");
  }
  if (row.expiresAt.getTime() <= Date.now()) throw new OAuthError("invalid_grant", "This code has expired");
  if (redirectUri !== row.redirectUri)
    throw new OAuthError("invalid_grant", "redirect_uri does not match the authorization request");
  if (!pkceMatches(verifier, row.codeChallenge))
    throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge");
  return db.$transaction(async (tx) => {
    const spent = await tx.oAuthAuthorizationCode.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (spent.count !== 1) throw new OAuthError("invalid_grant", "This code was already used");
    const grant = await tx.oAuthGrant.findUnique({
      where: { groupId_userId_clientAppId: { groupId: row.groupId, userId: row.userId, clientAppId: app.id } },
    });
    if (!grant || grant.revokedAt) throw new OAuthError("invalid_grant", "The user revoked this app");
    return issueTokens(tx, {
      clientAppId: app.id,
      groupId: row.groupId,
      userId: row.userId,
      scopes: row.scopes,
      familyId: codeFamilyId(row.id),
    });
  });
}
