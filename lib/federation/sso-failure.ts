// Why a single sign-on attempt ended without a session. Each reason has its own explanation on the page
// /login/sso-failed (app/(auth)/login/sso-failed/page.tsx, texts in messages/<locale>/federation.json).
export const SSO_FAILURE_REASONS = [
  "state", // missing, wrong, used or expired state: possibly a forged or replayed callback
  "provider", // the provider answered with an error or the token exchange/ID token check failed
  "not_configured", // no federated provider configured in this environment / no SAML settings
  "no_account", // nobody here uses this identity (nor its verified email)
  "already_linked", // the identity is already linked to another user
  "saml_invalid", // the SAML response was unsigned, signed by another key, replayed, expired, ...
  "not_member", // the SAML identity is no enabled member of the group
  "session", // linking needs the session that started it, which is gone
] as const;
export type SsoFailureReason = (typeof SSO_FAILURE_REASONS)[number];

export function ssoFailureUrl(baseUrl: string, reason: SsoFailureReason): string {
  return `${baseUrl}/login/sso-failed?reason=${reason}`;
}
