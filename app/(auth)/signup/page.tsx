import { getLocale, getTranslations } from "next-intl/server";
import { getPageContext } from "@/lib/api/page-context";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/signup/sign-up-form";

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
      <SignUpForm signedIn={Boolean(ctx)} defaultCountry={ctx?.group.country ?? "BE"} locale={locale} />
    </AuthCard>
  );
}
