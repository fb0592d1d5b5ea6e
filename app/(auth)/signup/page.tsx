import { getLocale, getTranslations } from "next-intl/server";
import { getPageContext } from "@/lib/api/page-context";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/signup/sign-up-form";
import { appHostname } from "@/lib/security-settings/custom-domain-hostname";

export async function generateMetadata() {
  return { title: (await getTranslations("account"))("signupTitle") };
}

// A visitor signs up with a new company; a signed-in user (create_new_group_flag) adds another company.
export default async function SignUpPage() {
  const ctx = await getPageContext();
  const t = await getTranslations("account");
  const locale = await getLocale();
  return (
    <AuthCard
      wide
      title={ctx ? t("addCompanyTitle") : t("signupTitle")}
      subtitle={ctx ? t("addCompanySubtitle", { name: ctx.user.name || ctx.user.email }) : t("signupSubtitle")}
    >
      <SignUpForm
        signedIn={Boolean(ctx)}
        defaultCountry={ctx?.group.country ?? "BE"}
        locale={locale}
        domain={subdomainSuffix()}
      />
    </AuthCard>
  );
}

// The domain a subdomain sits under: the app's own host from APP_URL; none for a bare "localhost", where
// "acme.localhost" would promise an address nobody can open.
function subdomainSuffix(): string | null {
  const host = appHostname();
  return host && host.includes(".") ? host : null;
}
