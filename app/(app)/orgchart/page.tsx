// /orgchart – who reports to whom: the top level rendered on the server, deeper levels loaded on demand.
import { getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { getOrgChartHead } from "@/lib/orgchart/get-org-chart-head";
import { OrgChart } from "@/components/orgchart/org-chart";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("orgchart"))("title") };
}

async function OrgChartPage() {
  const ctx = await requirePageContext("/orgchart");
  const t = await getTranslations("orgchart");
  const { data: heads } = await getOrgChartHead(ctx);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("intro")}</p>
      </div>
      <OrgChart heads={heads} />
    </div>
  );
}

export default withClientMessages("orgchart", OrgChartPage);
