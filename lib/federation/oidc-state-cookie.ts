// The browser's half of an OpenID Connect authorisation in progress: the `state` value in a short-lived,
// httpOnly cookie scoped to /login/b2c. The callback accepts a state only when the same browser holds it
// (login CSRF defence); the PKCE verifier and nonce stay in the database (oidc_login_state).
export const OIDC_STATE_COOKIE = "hr_oidc_state";
export const OIDC_STATE_TTL_MS = 10 * 60_000;

export function oidcStateCookieOptions(https: boolean) {
  return {
    httpOnly: true,
    secure: https,
    sameSite: "lax" as const, // the provider sends the browser back with a top-level GET
    path: "/login/b2c",
    maxAge: Math.floor(OIDC_STATE_TTL_MS / 1000),
  };
}
