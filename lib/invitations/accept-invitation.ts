// Accepts an invitation from its link. A new user chooses a name and a password; someone who already
// has an account confirms with their password (the same per-account guessing limit as sign-in). The
// membership becomes enabled, the secret is deleted (a second use answers 404), and a single-use
// "invite" sign-in ticket is returned for signIn("ticket"). A user with two-factor signs in through the
// normal form instead, so accepting never skips the second factor. A company that admits single sign-on
// only (access_type sso_only) gets no password session at all: a new user gives only a name (a password
// could never sign in there), the membership is enabled, and the answer sends the person to the company's
// single sign-on (sign_in "sso" with sso_url: its SAML provider, else the federated login).
import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { passwordFieldError } from "@/lib/auth/password-rules";
import { issueSignInTicket } from "@/lib/auth/sign-in-ticket";
import { auditUserEvent } from "@/lib/auth/audit-user-event";
import { hashSecretToken } from "@/lib/auth/secret-token";
import { checkThrottled } from "@/lib/auth/check-throttled";
import { userHasTwoFactor } from "@/lib/auth/two-factor/verify-second-factor";
import { zPassword } from "@/lib/validation/identity-fields";
import { ssoSignInPath } from "@/lib/security-settings/sso-availability";
import { findInvitation } from "./find-invitation";

export const ZAcceptInvitationInput = z.strictObject({
  user_id: z.string().max(64),
  secret: z.string().max(200),
  real_name: z.string().max(1000).optional(),
  // Optional only for a new user of an sso_only company; everyone else must give it (422 otherwise).
  password: zPassword("password").optional(),
});

const notFound = () => AppError.notFound("Invitation");

export async function acceptInvitation(input: z.output<typeof ZAcceptInvitationInput>) {
  const invitation = await findInvitation(input.user_id, input.secret);
  if (!invitation) throw notFound();
  const { user, group } = invitation;
  const isNewUser = !user.passwordHash;
  const ssoOnly = group.accessType === "sso_only";
  const password = input.password ?? "";
  if (!password && !(ssoOnly && isNewUser)) throw AppError.validation({ password: "password is required" });

  let userData: { name?: string; passwordHash?: string; emailVerified?: Date } = {};
  if (isNewUser) {
    const realName = (input.real_name ?? "").trim();
    const fields: Record<string, string> = {};
    if (!realName) fields.real_name = "real_name is required";
    else if (realName.length > 100) fields.real_name = "real_name can be at most 100 characters";
    // In an sso_only company a new user chooses no password (one given is ignored: it could sign in nowhere).
    if (!ssoOnly) Object.assign(fields, passwordFieldError("password", password, user.email));
    if (Object.keys(fields).length) throw AppError.validation(fields);
    // Opening the mailed link proves the address.
    userData = {
      name: realName,
      emailVerified: new Date(),
      ...(ssoOnly ? {} : { passwordHash: await hashPassword(password) }),
    };
  } else {
    await checkThrottled(
      user.email,
      () => verifyPassword(password, user.passwordHash),
      () => AppError.validation({ password: "password is not correct" }),
    );
  }

  await db.$transaction(async (tx) => {
    const claimed = await tx.membershipInvite.deleteMany({
      where: { membershipId: invitation.membershipId, secretHash: hashSecretToken(input.secret) },
    });
    if (claimed.count !== 1) throw notFound();
    await tx.membership.update({ where: { id: invitation.membershipId }, data: { status: "enabled" } });
    await tx.user.update({ where: { id: user.id }, data: { ...userData, lastGroupId: group.id } });
    await auditUserEvent(tx, {
      userId: user.id,
      action: "accept_invite",
      before: { status: "invited" },
      after: { status: "enabled", ...(isNewUser ? { real_name: userData.name } : {}) },
      groupIds: [group.id],
    });
  });

  const data = { user_id: user.id, group_id: group.id, subdomain: group.subdomain };
  if (ssoOnly)
    return { data, ticket: null, sign_in: "sso" as const, sso_url: (await ssoSignInPath(group)) ?? "/login" };
  if (!isNewUser && (await userHasTwoFactor(user.id))) return { data, ticket: null, sign_in: "login" as const };
  const ticket = await issueSignInTicket({ userId: user.id, groupId: group.id, purpose: "invite" });
  return { data, ticket, sign_in: "ticket" as const };
}
