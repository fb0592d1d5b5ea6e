// /settings/company – the company's name, numbers, address, contact details and logo.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { getGroupInfo } from "@/lib/settings/get-group-info";
import { CompanySettings } from "@/components/settings/company-settings";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("settings"))("company.title") };
}

async function CompanyPage() {
  const ctx = await requirePageContext("/settings");
  const t = await getTranslations("settings");
  const { data } = await getGroupInfo(ctx);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("company.title")}</h1>
        <p className="mt-1 text-slate-600">{t("company.intro")}</p>
      </div>
      <CompanySettings info={data} canWrite={can(ctx.subject, "settings.manage")} />
    </div>
  );
}

export default withClientMessages("settings", CompanyPage);
