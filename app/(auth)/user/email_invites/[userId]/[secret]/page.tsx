import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { AcceptInvitationForm } from "@/components/invitations/accept-invitation-form";
import { findInvitation } from "@/lib/invitations/find-invitation";

export const dynamic = "force-dynamic";
export async function generateMetadata() {
  return { title: (await getTranslations("account"))("inviteTitle"), robots: { index: false, follow: false } };
}

// /user/email_invites/{userId}/{secret}: a wrong, withdrawn, used or expired link is the 404 page.
export default async function AcceptInvitationPage({
  params,
}: {
  params: Promise<{ userId: string; secret: string }>;
}) {
  const { userId, secret } = await params;
  const invitation = await findInvitation(userId, secret);
  if (!invitation) notFound();
  const t = await getTranslations("account");
  const hasAccount = Boolean(invitation.user.passwordHash);
  return (
    <AuthCard
      title={t("inviteTitle")}
      subtitle={t(hasAccount ? "inviteSubtitleExisting" : "inviteSubtitleNew", { group: invitation.group.name })}
    >
      <AcceptInvitationForm
        userId={userId}
        secret={secret}
        hasAccount={hasAccount}
        email={invitation.user.email}
        ssoOnly={invitation.group.accessType === "sso_only" ? invitation.group.name : null}
      />
    </AuthCard>
  );
}
