import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getPageContext } from "@/lib/api/page-context";
import { LoginForm } from "@/components/auth/login-form";
import { SsoSignIn } from "@/components/federation/sso-sign-in";
import { AuthCard, Notice } from "@/components/auth/auth-card";
import { cookies } from "next/headers";
import { peekSignInTicket } from "@/lib/auth/sign-in-ticket";
import { SSO_SECOND_FACTOR_COOKIE } from "@/lib/federation/sso-second-factor-cookie";
import { pageBranding } from "@/lib/branding/page-branding";

export async function generateMetadata() {
  return { title: (await getTranslations("auth"))("title") };
}

// Notices after a flow that ends on this page, and the refusals Auth.js redirects here with
// (?error=CredentialsSignin&code=...) when a sign-in was posted without the form.
const NOTICES = ["password_reset", "email_changed"] as const;
const CODES = [
  "invalid_credentials",
  "no_active_account",
  "sso_required",
  "rate_limited",
  "invalid_code",
  "sign_in_expired",
  "mfa_required",
] as const;

type Search = { callbackUrl?: string; notice?: string; code?: string };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  if (await getPageContext()) redirect("/");
  const { callbackUrl, notice, code } = await searchParams;
  const ssoTicket = await pendingSsoSecondFactor();
  const t = await getTranslations("auth");
  // On a company's own domain the page names the company (lib/branding).
  const branding = await pageBranding();
  const subtitle =
    branding?.kind === "group"
      ? (await getTranslations("security"))("branding.sign_in_to", { name: branding.name })
      : t("subtitle");
  const knownNotice = NOTICES.find((n) => n === notice);
  const knownCode = CODES.find((c) => c === code);
  return (
    <AuthCard title={t("title")} subtitle={subtitle}>
      {branding?.accessType === "sso_only" && !knownCode ? (
        <Notice tone="info" testId="login-sso-only">
          {t("sso_required")}
        </Notice>
      ) : null}
      {knownNotice ? <Notice testId="login-notice">{t(`notice_${knownNotice}`)}</Notice> : null}
      {knownCode ? (
        <Notice tone="error">
          {t(
            knownCode === "rate_limited"
              ? "rate_limited_plain"
              : knownCode === "mfa_required"
                ? "mfa_required"
                : knownCode,
          )}
        </Notice>
      ) : null}
      <LoginForm callbackUrl={callbackUrl} mfaTicket={ssoTicket ?? undefined} />
      {ssoTicket ? null : <SsoSignIn callbackUrl={callbackUrl} />}
    </AuthCard>
  );
}

/** The second-factor ticket a SAML sign-in left for this browser, while it is still usable. */
async function pendingSsoSecondFactor(): Promise<string | null> {
  const ticket = (await cookies()).get(SSO_SECOND_FACTOR_COOKIE)?.value;
  if (!ticket) return null;
  const found = await peekSignInTicket(ticket);
  return found?.purpose === "mfa" ? ticket : null;
}
