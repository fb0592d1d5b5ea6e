// The user's answer on the consent page. Approved: the grant is recorded and a single-use code (60 s,
// stored hashed, bound to the PKCE challenge and the exact redirect URI) goes back on the redirect.
// Refused: the redirect carries error=access_denied. A bad client or redirect URI never redirects.
import { isImpersonatedSession } from "@/lib/access/personal-session";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findAuthorizableApp } from "./find-authorizable-app";
import { splitScope, type TAuthorizeInput } from "./oauth.types";
import { CODE_TTL_MS, hashSecret, newSecret } from "./secrets";

export async function authorize(ctx: RequestContext, input: TAuthorizeInput) {
  // Tokens act as the user alone; an admin working as someone else must not hand out their account.
  if (isImpersonatedSession(ctx)) throw AppError.forbidden("Apps cannot be authorised while impersonating");
  const app = await findAuthorizableApp(ctx, input.client_id);
  // Exact match only (OAuth 2.1): no prefix or wildcard, so a code cannot be steered elsewhere.
  if (!app.redirectUris.includes(input.redirect_uri)) {
    throw AppError.validation({ redirect_uri: "redirect_uri is not registered for this app" });
  }
  const requested = input.scope === undefined ? app.scopes : splitScope(input.scope);
  const refused = requested.filter((s) => !app.scopes.includes(s));
  if (refused.length > 0 || requested.length === 0) {
    throw AppError.validation({
      scope: refused.length ? `This app may not ask for ${refused.join(", ")}` : "scope is empty",
    });
  }
  const target = new URL(input.redirect_uri);
  if (input.state !== undefined) target.searchParams.set("state", input.state);
  if (!input.authorized) {
    target.searchParams.set("error", "access_denied");
    return { redirect_to: target.toString() };
  }
  const code = newSecret("hrg");
  await db.$transaction(async (tx) => {
    const key = { groupId: ctx.group.id, userId: ctx.user.id, clientAppId: app.id };
    const grant = await tx.oAuthGrant.upsert({
      where: { groupId_userId_clientAppId: key },
      create: { ...key, scopes: requested },
      update: { scopes: requested, revokedAt: null },
    });
    await tx.oAuthAuthorizationCode.create({
      data: {
        codeHash: hashSecret(code),
        clientAppId: app.id,
        groupId: ctx.group.id,
        userId: ctx.user.id,
        scopes: requested,
        redirectUri: input.redirect_uri,
        codeChallenge: input.code_challenge,
        codeChallengeMethod: "S256",
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      },
    });
    await recordAudit(tx, ctx, {
      action: "authorize",
      objectType: "oauth_grant",
      objectId: grant.id,
      after: { app: app.name, scopes: requested },
    });
  });
  target.searchParams.set("code", code);
  return { redirect_to: target.toString() };
}
