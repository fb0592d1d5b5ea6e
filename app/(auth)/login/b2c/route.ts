// GET /login/b2c?intent=sign_in|link|migrate&redirect_to=/path – starts the federated (OpenID Connect)
// sign-in: redirects to the provider with PKCE, state and nonce; the state also goes into a cookie.
import { NextResponse, type NextRequest } from "next/server";
import { isHttpsRequest } from "@/lib/api/request-checks";
import { publicBaseUrl, safeRedirectPath } from "@/lib/federation/app-url";
import { isPersonalSession } from "@/lib/access/personal-session";
import { currentSession } from "@/lib/federation/current-session";
import { OIDC_STATE_COOKIE, oidcStateCookieOptions } from "@/lib/federation/oidc-state-cookie";
import { startOidcLogin, type OidcIntent } from "@/lib/federation/start-oidc-login";
import { ssoFailureUrl } from "@/lib/federation/sso-failure";

const INTENTS: readonly OidcIntent[] = ["sign_in", "link", "migrate"];

export async function GET(req: NextRequest) {
  const base = publicBaseUrl(req);
  const raw = req.nextUrl.searchParams.get("intent") ?? "sign_in";
  const intent = (INTENTS as readonly string[]).includes(raw) ? (raw as OidcIntent) : "sign_in";
  let user: { id: string; sessionId: string } | null = null;
  if (intent !== "sign_in") {
    const session = await currentSession(req);
    // Linking attaches the identity to the signed-in user: never to an impersonated one, nor from a
    // session that the group's own SAML IdP opened (lib/access/personal-session.ts).
    if (!session || !isPersonalSession(session)) return NextResponse.redirect(ssoFailureUrl(base, "session"), 303);
    user = { id: session.userId, sessionId: session.id };
  }
  const fallback = intent === "link" ? "/linked-identities" : "/";
  let started;
  try {
    started = await startOidcLogin({
      intent,
      baseUrl: base,
      redirectTo: safeRedirectPath(req.nextUrl.searchParams.get("redirect_to"), fallback),
      user,
    });
  } catch (error) {
    console.warn("[oidc] could not start:", (error as Error).message);
    return NextResponse.redirect(ssoFailureUrl(base, "provider"), 303);
  }
  if (!started) return NextResponse.redirect(ssoFailureUrl(base, "not_configured"), 303);
  const res = NextResponse.redirect(started.authorizationUrl, 303);
  res.cookies.set(OIDC_STATE_COOKIE, started.state, oidcStateCookieOptions(isHttpsRequest(req)));
  return res;
}
