// /settings/modules – every module and feature flag of the company, grouped, with its switch.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { listFeatureFlags } from "@/lib/settings/list-feature-flags";
import { ModulesSettings } from "@/components/settings/modules-settings";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("settings"))("modules.title") };
}

async function ModulesPage() {
  const ctx = await requirePageContext("/settings");
  const t = await getTranslations("settings");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("modules.title")}</h1>
        <p className="mt-1 text-slate-600">{t("modules.intro")}</p>
      </div>
      <ModulesSettings
        flags={listFeatureFlags(ctx).data}
        canWrite={can(ctx.subject, "settings.manage")}
        light={ctx.subject.edition === "light"}
      />
    </div>
  );
}

export default withClientMessages("settingsModules", ModulesPage);
