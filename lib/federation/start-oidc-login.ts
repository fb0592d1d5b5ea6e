// Starts the OpenID Connect authorisation code flow (GET /login/b2c): PKCE (S256), state and nonce. The
// verifier and nonce are stored server-side under the state's hash; the state goes to the browser in a
// cookie and to the provider in the URL. Intents: "sign_in" (signed out), "link" and "migrate" (a signed-in
// user attaches the identity to themselves; the row remembers who and which session).
import { createHash } from "node:crypto";
import { encryptField } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import { oidc, oidcConfiguration } from "./oidc-client";
import { OIDC_STATE_TTL_MS } from "./oidc-state-cookie";

export type OidcIntent = "sign_in" | "link" | "migrate";

export const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

export function oidcRedirectUri(baseUrl: string): string {
  return `${baseUrl}/login/b2c/callback`;
}

export async function startOidcLogin(input: {
  intent: OidcIntent;
  baseUrl: string;
  redirectTo: string;
  user?: { id: string; sessionId: string } | null;
}): Promise<{ authorizationUrl: string; state: string } | null> {
  const config = await oidcConfiguration();
  if (!config) return null;
  if (input.intent !== "sign_in" && !input.user) throw new Error(`intent ${input.intent} needs a signed-in user`);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  // Housekeeping: drop finished or stale attempts (cheap, indexed).
  await db.oidcLoginState.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - OIDC_STATE_TTL_MS) } } });
  await db.oidcLoginState.create({
    data: {
      id: hashState(state),
      codeVerifier: encryptField(codeVerifier),
      nonce,
      intent: input.intent,
      userId: input.user?.id ?? null,
      sessionId: input.user?.sessionId ?? null,
      redirectTo: input.redirectTo,
      expiresAt: new Date(Date.now() + OIDC_STATE_TTL_MS),
    },
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(input.baseUrl),
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...(input.intent === "sign_in" ? {} : { prompt: "login" }),
  });
  return { authorizationUrl: url.href, state };
}
