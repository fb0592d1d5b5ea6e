import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard, Notice } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { findUsableResetToken } from "@/lib/auth/reset-password";

// The token is a secret: keep the page out of search engines and caches.
export const dynamic = "force-dynamic";
export async function generateMetadata() {
  return { title: (await getTranslations("auth"))("resetTitle"), robots: { index: false, follow: false } };
}

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("auth");
  const user = await findUsableResetToken(token);
  if (!user) {
    return (
      <AuthCard title={t("resetTitle")}>
        <Notice tone="error" testId="reset-invalid">
          {t("resetInvalid")}
        </Notice>
        <Link href="/login/forgot" className="text-sm text-brand-700 underline">
          {t("resetAskNew")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("resetTitle")} subtitle={t("resetSubtitle", { email: user.email })}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
