// The personal-session rule: some actions belong to the person alone (their credentials, their linked
// identities, their move between accounts, apps acting as them). Two kinds of session may act in a group but
// not for the person: an admin impersonating them, and a session opened by a group's own SAML identity
// provider or an access token bound to one group (that IdP is configured by the group's admins, so it proves
// nothing beyond that group). lib/auth/personal-session.ts turns a refusal into the 403; pages and sign-in
// routes ask the same functions, so the rule is written once.

export type SessionKind = { impersonatorUserId: string | null; boundGroupId: number | null };

/** Why a session may not act for the person: null when it may. */
export type PersonalSessionRefusal = "impersonating" | "single_sign_on";

export function personalSessionRefusal(session: SessionKind): PersonalSessionRefusal | null {
  if (session.impersonatorUserId) return "impersonating";
  if (session.boundGroupId !== null) return "single_sign_on";
  return null;
}

export function isPersonalSession(session: SessionKind): boolean {
  return personalSessionRefusal(session) === null;
}

/**
 * Screens that hide the person's own controls while an admin acts as them (the SSO case is answered by the
 * API with its own message, as the person can still sign in with a password to do it).
 */
export function isImpersonatedSession(session: Pick<SessionKind, "impersonatorUserId">): boolean {
  return Boolean(session.impersonatorUserId);
}
