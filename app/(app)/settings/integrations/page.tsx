// /settings/integrations – the company's payroll-provider connections (spec sections 4 and 7): connect,
// status, last sync, imports, re-auth, disable, and each connection's commands with their live status and
// the two-factor modal. The payroll area gate (the payroll_provider switch and the module switch) decides
// who opens it; a read-only admin sees everything and no action.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { listIntegrations } from "@/lib/integrations/list-integrations";
import { describeProvider } from "@/lib/integrations/providers/provider-catalogue";
import { providerConfigured } from "@/lib/integrations/providers/provider-endpoints";
import { AVAILABLE_PROVIDERS } from "@/lib/integrations/providers/provider-for";
import { IntegrationsScreen } from "@/components/integrations/integrations-screen";
import { ResellerMessages } from "@/components/integrations/reseller-messages";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("integrations"))("title") };
}

async function IntegrationsPage() {
  const ctx = await requirePageContext("/settings/integrations");
  const t = await getTranslations("integrations");
  const { integrations } = await listIntegrations(ctx);
  // Only providers this server can reach are offered (the API refuses the others with a 422 on provider).
  const providers = AVAILABLE_PROVIDERS.filter((p) => providerConfigured(p)).map(describeProvider);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("intro")}</p>
      </div>
      <IntegrationsScreen
        initial={integrations}
        providers={providers}
        canManage={can(ctx.subject, "integrations.manage")}
        userId={ctx.user.id}
      />
      <ResellerMessages canManage={can(ctx.subject, "integrations.manage")} />
    </div>
  );
}

export default withClientMessages("integrations", IntegrationsPage);
