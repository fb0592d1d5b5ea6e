// The OpenID Connect callback (GET /login/b2c/callback). Checks the state against the browser's cookie
// and the stored attempt (single use), exchanges the code with the PKCE verifier, validates the ID token
// (issuer, audience, signature, expiry, nonce: openid-client), then decides who signs in:
// - intent "sign_in": the user linked to this subject, else (first sign-in) the user whose email the
//   provider reports as verified; the identity is linked then, and a started login migration completes.
//   Nobody: a link token lets the person sign in with their password and link the identity themselves.
// - intents "link" and "migrate": the identity is linked to the user who started the flow, in the same
//   session; "migrate" also completes the migration.
// Every success ends in a sign-in ticket: the browser gets a new session id (the old one is revoked).
import { timingSafeEqual } from "node:crypto";
import { isPersonalSession } from "@/lib/access/personal-session";
import { AppError } from "@/lib/api/errors";
import { decryptField } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import { issueSignInTicket } from "@/lib/auth/sign-in-ticket";
import { revokeSession, type ActiveSession } from "@/lib/auth/user-session";
import {
  contextFor,
  completeLoginMigration,
  homeGroupId,
  linkIdentity,
  type FederatedIdentity,
} from "./federated-identity";
import { issueLinkAccountToken } from "./link-account-token";
import { FEDERATED_PROVIDER, oidc, oidcConfiguration } from "./oidc-client";
import { hashState, oidcRedirectUri, type OidcIntent } from "./start-oidc-login";
import type { SsoFailureReason } from "./sso-failure";

export type OidcOutcome =
  | { kind: "failed"; reason: SsoFailureReason }
  | { kind: "sign_in"; ticket: string; redirectTo: string }
  | { kind: "no_account"; linkToken: string };

export async function completeOidcLogin(input: {
  baseUrl: string;
  /** The query string the provider sent the browser back with. */
  search: string;
  stateCookie: string | undefined;
  /** The browser's current session (needed for "link" and "migrate"). */
  currentSession: ActiveSession | null;
}): Promise<OidcOutcome> {
  const params = new URLSearchParams(input.search);
  const state = params.get("state");
  if (!state || !input.stateCookie || !sameString(state, input.stateCookie)) return { kind: "failed", reason: "state" };
  const now = new Date();
  const used = await db.oidcLoginState.updateMany({
    where: { id: hashState(state), usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return { kind: "failed", reason: "state" };
  const attempt = await db.oidcLoginState.findUniqueOrThrow({ where: { id: hashState(state) } });

  const config = await oidcConfiguration().catch(() => null);
  if (!config) return { kind: "failed", reason: "not_configured" };
  let identity: FederatedIdentity;
  let emailVerified: boolean;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${oidcRedirectUri(input.baseUrl)}?${params}`), {
      pkceCodeVerifier: decryptField(attempt.codeVerifier)!,
      expectedState: state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let email = typeof claims.email === "string" ? claims.email : null;
    let verified = claims.email_verified === true;
    if (!email && tokens.access_token) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = typeof info.email === "string" ? info.email : null;
      verified = info.email_verified === true;
    }
    identity = {
      provider: FEDERATED_PROVIDER,
      providerAccountId: claims.sub,
      email: email?.trim().toLowerCase() ?? null,
    };
    emailVerified = verified;
  } catch (error) {
    console.warn("[oidc] callback refused:", (error as Error).message);
    return { kind: "failed", reason: "provider" };
  }

  const intent = attempt.intent as OidcIntent;
  if (intent === "link" || intent === "migrate") {
    const session = input.currentSession;
    if (
      !session ||
      session.id !== attempt.sessionId ||
      session.userId !== attempt.userId ||
      !isPersonalSession(session)
    ) {
      return { kind: "failed", reason: "session" };
    }
    return linkToSignedInUser(session, identity, intent, attempt.redirectTo);
  }
  return signInWithIdentity(identity, emailVerified, attempt.redirectTo);
}

async function signInWithIdentity(
  identity: FederatedIdentity,
  emailVerified: boolean,
  redirectTo: string,
): Promise<OidcOutcome> {
  const linked = await db.account.findUnique({
    where: {
      provider_providerAccountId: { provider: identity.provider, providerAccountId: identity.providerAccountId },
    },
    select: { userId: true },
  });
  // First sign-in: only an email the provider itself vouches for may pick the user.
  const userId =
    linked?.userId ??
    (identity.email && emailVerified
      ? (await db.user.findUnique({ where: { email: identity.email }, select: { id: true } }))?.id
      : undefined);
  const groupId = userId ? await homeGroupId(userId) : null;
  // A linked user without any enabled account: nothing to link either.
  if (linked && groupId === null) return { kind: "failed", reason: "no_account" };
  if (!userId || groupId === null) return { kind: "no_account", linkToken: await issueLinkAccountToken(identity) };

  const ctx = await contextFor(userId, groupId);
  if (!ctx) return { kind: "no_account", linkToken: await issueLinkAccountToken(identity) };
  await db.$transaction(async (tx) => {
    if (!linked) await linkIdentity(tx, ctx, identity);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { loginMigrationStartedAt: true, loginMigratedAt: true },
    });
    if (user.loginMigrationStartedAt && !user.loginMigratedAt) await completeLoginMigration(tx, ctx);
  });
  const ticket = await issueSignInTicket({ userId, groupId, purpose: "sso" });
  return { kind: "sign_in", ticket, redirectTo };
}

async function linkToSignedInUser(
  session: ActiveSession,
  identity: FederatedIdentity,
  intent: "link" | "migrate",
  redirectTo: string,
): Promise<OidcOutcome> {
  const ctx = await contextFor(session.userId, session.groupId ?? -1);
  if (!ctx) return { kind: "failed", reason: "session" };
  try {
    await db.$transaction(async (tx) => {
      await linkIdentity(tx, ctx, identity);
      if (intent === "migrate") await completeLoginMigration(tx, ctx);
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "conflict") return { kind: "failed", reason: "already_linked" };
    throw error;
  }
  // The user authenticated again at the provider: rotate the session id (OWASP V7).
  await revokeSession(session.id);
  const ticket = await issueSignInTicket({ userId: ctx.user.id, groupId: ctx.group.id, purpose: "sso" });
  return { kind: "sign_in", ticket, redirectTo };
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
