// /account – my account: profile, sign-in email, language, password, two-factor, notifications.
// Everyone may open it (read-only users edit their own account too); credentials cannot be changed
// while an admin impersonates the user.
import Link from "next/link";
import { isImpersonatedSession } from "@/lib/access/personal-session";
import { getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { pendingEmailChange } from "@/lib/profile/request-email-change";
import { twoFactorStatus } from "@/lib/profile/two-factor";
import { getImportantDocumentsSettings, getWeeklyDigest } from "@/lib/profile/notification-settings";
import { AccountSection } from "@/components/account/account-section";
import { ProfileForm } from "@/components/account/profile-form";
import { EmailForm } from "@/components/account/email-form";
import { LanguageForm } from "@/components/account/language-form";
import { PasswordForm } from "@/components/account/password-form";
import { TwoFactorSettings } from "@/components/account/two-factor-settings";
import { NotificationSettingsForm } from "@/components/account/notification-settings-form";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("account"))("title") };
}

async function AccountPage() {
  const ctx = await requirePageContext("/account");
  const t = await getTranslations("account");
  const [pendingEmail, mfa, digest, documents] = await Promise.all([
    pendingEmailChange(ctx.user.id),
    twoFactorStatus(ctx),
    getWeeklyDigest(ctx),
    getImportantDocumentsSettings(ctx),
  ]);
  const impersonating = isImpersonatedSession(ctx);
  const locked = <p className="text-sm text-slate-600">{t("impersonatingLocked")}</p>;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("subtitle", { group: ctx.group.name })}</p>
        {/* Commute and wage requests (self-service, issue 22). */}
        <Link href="/account/requests" className="mt-2 inline-block text-brand-700 hover:underline">
          {(await getTranslations("requests"))("myRequestsTitle")}
        </Link>
        {/* Contracts sent for signature (issue 21). */}
        {ctx.membership.employeeId !== null && (
          <Link href="/account/contracts" className="mt-2 ml-4 inline-block text-brand-700 hover:underline">
            {(await getTranslations("contractSigning"))("mine.title")}
          </Link>
        )}
      </div>
      <AccountSection id="profile" title={t("profileTitle")}>
        <ProfileForm realName={ctx.user.name} />
      </AccountSection>
      <AccountSection id="email" title={t("emailTitle")} description={t("emailDescription")}>
        {impersonating ? locked : <EmailForm email={ctx.user.email} pendingEmail={pendingEmail} />}
      </AccountSection>
      <AccountSection id="language" title={t("languageTitle")}>
        <LanguageForm language={ctx.user.language ?? "en"} dialect={ctx.user.dialect} />
      </AccountSection>
      <AccountSection id="password" title={t("passwordTitle")} description={t("passwordDescription")}>
        {impersonating ? locked : <PasswordForm />}
      </AccountSection>
      <AccountSection id="two-factor" title={t("mfaTitle")} description={t("mfaDescription")}>
        {impersonating ? locked : <TwoFactorSettings status={mfa} />}
      </AccountSection>
      <AccountSection id="notifications" title={t("notificationsTitle")}>
        <NotificationSettingsForm initial={{ weekly_digest: digest.weekly_digest, ...documents }} />
      </AccountSection>
    </div>
  );
}

export default withClientMessages("account", AccountPage);
