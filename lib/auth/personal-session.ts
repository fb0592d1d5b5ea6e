// The 403 of the personal-session rule (lib/access/personal-session.ts): credentials, linked identities and
// moves between accounts belong to the person, not to an admin impersonating them nor to a session that a
// group's own SAML identity provider opened.
import { personalSessionRefusal, type SessionKind } from "@/lib/access/personal-session";
import { AppError } from "@/lib/api/errors";

export function assertPersonalSession(session: SessionKind, action: string): void {
  const refusal = personalSessionRefusal(session);
  if (refusal === "impersonating") throw AppError.forbidden(`${action} is not possible while impersonating`);
  if (refusal === "single_sign_on") {
    throw AppError.forbidden(
      `${action} needs a sign-in with your password: this session came from your company's single sign-on`,
    );
  }
}
