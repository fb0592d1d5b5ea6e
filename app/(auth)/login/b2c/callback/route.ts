// GET /login/b2c/callback – return route of the federated provider: checks state, exchanges the code,
// validates the ID token, then signs the user in (a new session) or explains why not.
import { NextResponse, type NextRequest } from "next/server";
import { isHttpsRequest, readCookie } from "@/lib/api/request-checks";
import { publicBaseUrl } from "@/lib/federation/app-url";
import { completeOidcLogin } from "@/lib/federation/complete-oidc-login";
import { currentSession } from "@/lib/federation/current-session";
import { LINK_TOKEN_COOKIE, LINK_TOKEN_TTL_MS } from "@/lib/federation/link-account-token";
import { OIDC_STATE_COOKIE, oidcStateCookieOptions } from "@/lib/federation/oidc-state-cookie";
import { signInWithTicket } from "@/lib/federation/sign-in-with-ticket";
import { ssoFailureUrl } from "@/lib/federation/sso-failure";

export async function GET(req: NextRequest) {
  const base = publicBaseUrl(req);
  const https = isHttpsRequest(req);
  const outcome = await completeOidcLogin({
    baseUrl: base,
    search: req.nextUrl.search,
    stateCookie: readCookie(req, OIDC_STATE_COOKIE),
    currentSession: await currentSession(req),
  });
  if (outcome.kind === "sign_in") await signInWithTicket(outcome.ticket);
  const target =
    outcome.kind === "sign_in"
      ? `${base}${outcome.redirectTo}`
      : ssoFailureUrl(base, outcome.kind === "no_account" ? "no_account" : outcome.reason);
  const res = NextResponse.redirect(target, 303);
  res.cookies.set(OIDC_STATE_COOKIE, "", { ...oidcStateCookieOptions(https), maxAge: 0 });
  if (outcome.kind === "no_account") {
    // Kept in an httpOnly cookie, not the URL: it must not leak through history or Referer.
    res.cookies.set(LINK_TOKEN_COOKIE, outcome.linkToken, {
      httpOnly: true,
      secure: https,
      sameSite: "lax",
      path: "/",
      maxAge: Math.floor(LINK_TOKEN_TTL_MS / 1000),
    });
  }
  return res;
}
