// /settings/security – admins: the sign-in methods (access_type), SAML single sign-on (light accounts get
// the upgrade-to-SSO prompt instead) and the custom domain with its DNS record.
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { requestHost } from "@/lib/branding/request-host";
import { getSamlSetting } from "@/lib/federation/saml-settings";
import { getCustomDomain } from "@/lib/security-settings/get-custom-domain";
import { getSecuritySetting } from "@/lib/security-settings/get-security-setting";
import { pageBaseUrl } from "@/lib/security-settings/page-base-url";
import { AccessTypeForm } from "@/components/security-settings/access-type-form";
import { CustomDomainForm } from "@/components/security-settings/custom-domain-form";
import { SamlSettingsForm } from "@/components/security-settings/saml-settings-form";
import { SsoUpgradePrompt } from "@/components/security-settings/sso-upgrade-prompt";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("security"))("title") };
}

async function SecuritySettingsPage() {
  const ctx = await requirePageContext("/settings");
  const t = await getTranslations("security");
  const canWrite = can(ctx.subject, "settings.manage") && !isReadOnly(ctx.subject);
  const light = ctx.group.groupAccess === "light";
  const [access, saml, domain] = await Promise.all([
    getSecuritySetting(ctx),
    light ? null : getSamlSetting(ctx, await pageBaseUrl()),
    getCustomDomain(ctx, requestHost(await headers())),
  ]);
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("intro")}</p>
      </div>
      <Section title={t("access.title")}>
        <AccessTypeForm
          current={access.data.access_type}
          canUseSsoOnly={access.data.can_use_sso_only}
          canWrite={canWrite}
        />
      </Section>
      <Section title={t("saml.title")}>
        {saml ? <SamlSettingsForm setting={saml} canWrite={canWrite} /> : <SsoUpgradePrompt />}
      </Section>
      <Section title={t("domain.title")}>
        <CustomDomainForm domain={domain.data} canWrite={canWrite} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default withClientMessages("settingsSecurity", SecuritySettingsPage);
