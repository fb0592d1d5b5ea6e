import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard, Notice } from "@/components/auth/auth-card";
import { ConfirmEmailButton } from "@/components/account/confirm-email-button";
import { findEmailChange } from "@/lib/profile/confirm-email-change";

export const dynamic = "force-dynamic";
export async function generateMetadata() {
  return { title: (await getTranslations("account"))("confirmEmailTitle"), robots: { index: false, follow: false } };
}

export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("account");
  const request = await findEmailChange(token);
  if (!request) {
    return (
      <AuthCard title={t("confirmEmailTitle")}>
        <Notice tone="error">{t("confirmEmailInvalid")}</Notice>
        <Link href="/login" className="text-sm text-brand-700 underline">
          {t("goToSignIn")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("confirmEmailTitle")} subtitle={t("confirmEmailSubtitle", { email: request.newEmail })}>
      <ConfirmEmailButton token={token} />
    </AuthCard>
  );
}
