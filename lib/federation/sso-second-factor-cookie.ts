// After a SAML sign-in of a user with two-factor, the "mfa" ticket waits in a short-lived httpOnly cookie
// (never in the URL, where it would land in history and logs) for the sign-in page's code step. The
// ticket alone opens nothing: the mfa provider also needs a valid code.
import { SIGN_IN_TICKET_TTL_MS } from "@/lib/auth/sign-in-ticket";

export const SSO_SECOND_FACTOR_COOKIE = "hr_sso_mfa";

export function ssoSecondFactorCookieOptions(https: boolean) {
  return {
    httpOnly: true,
    secure: https,
    sameSite: "lax" as const,
    path: "/login",
    maxAge: Math.floor(SIGN_IN_TICKET_TTL_MS / 1000),
  };
}
