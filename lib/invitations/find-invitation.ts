// Looks an invitation up by the user id and secret of its link (/user/email_invites/{userId}/{secret}).
// Anything wrong (unknown user, wrong secret, withdrawn, accepted, expired) is the same "not found".
import { db } from "@/lib/db/client";
import { hashSecretToken, looksLikeToken } from "@/lib/auth/secret-token";

export const INVITE_TTL_DAYS = 14;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findInvitation(userId: string, secret: string) {
  if (!UUID.test(userId) || !looksLikeToken(secret)) return null;
  const invite = await db.membershipInvite.findUnique({
    where: { secretHash: hashSecretToken(secret) },
    select: {
      expiresAt: true,
      membership: {
        select: {
          id: true,
          userId: true,
          status: true,
          group: { select: { id: true, name: true, subdomain: true, accessType: true } },
          user: { select: { id: true, email: true, name: true, language: true, passwordHash: true } },
        },
      },
    },
  });
  if (!invite || invite.membership.userId !== userId || invite.membership.status !== "invited") return null;
  if (invite.expiresAt.getTime() <= Date.now()) return null;
  const { membership } = invite;
  return { membershipId: membership.id, group: membership.group, user: membership.user };
}

export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** What the accept page and GET /user/details?invited_user_id&invite_secret show about an invitation. */
export function invitationJson(invitation: FoundInvitation) {
  return {
    user_id: invitation.user.id,
    email: invitation.user.email,
    real_name: invitation.user.name,
    language: invitation.user.language,
    group_name: invitation.group.name,
    subdomain: invitation.group.subdomain,
    // An existing account confirms with its password; a new one chooses a name and a password.
    has_account: Boolean(invitation.user.passwordHash),
    isLoggedIn: false,
  };
}
