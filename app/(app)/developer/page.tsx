// /developer – admins register OAuth client apps, see the apps users authorised and revoke them; links
// the OpenAPI document. Light accounts only with enable_app_marketplace_for_light (the area gate).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { listAuthorizedApps } from "@/lib/developer/list-authorized-apps";
import { listClientApps } from "@/lib/developer/list-client-apps";
import { SCOPES } from "@/lib/oauth/scopes";
import { DeveloperScreen } from "@/components/developer/developer-screen";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("developer"))("title") };
}

async function DeveloperPage() {
  const ctx = await requirePageContext("/developer");
  const t = await getTranslations("developer");
  const [apps, grants] = await Promise.all([listClientApps(ctx), listAuthorizedApps(ctx)]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="mt-1 text-slate-600">{t("intro")}</p>
        </div>
        <Link href="/api/openapi.json" className="text-sm font-medium text-brand-700 underline" prefetch={false}>
          {t("openapi")}
        </Link>
      </div>
      <DeveloperScreen apps={apps.data} grants={grants.data} scopes={[...SCOPES]} canWrite={!isReadOnly(ctx.subject)} />
    </div>
  );
}

export default withClientMessages("developer", DeveloperPage);
