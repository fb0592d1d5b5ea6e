// Some actions belong to the person alone: their credentials (password, email, two-factor), their linked
// identities and their move between accounts. Two kinds of session may act in a group but not for the
// person: an admin impersonating them, and a session opened by a group's own SAML identity provider
// (that IdP is configured by the group's admins, so it proves nothing beyond that group).
import { AppError } from "@/lib/api/errors";

type SessionKind = { impersonatorUserId: string | null; boundGroupId: number | null };

export function assertPersonalSession(session: SessionKind, action: string): void {
  if (session.impersonatorUserId) throw AppError.forbidden(`${action} is not possible while impersonating`);
  if (session.boundGroupId !== null) {
    throw AppError.forbidden(
      `${action} needs a sign-in with your password: this session came from your company's single sign-on`,
    );
  }
}
