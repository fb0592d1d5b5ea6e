// /settings/commutes – the company's commute allowance rates (issue 22): what an accepted commute request
// (/account/requests, decided in /inbox) pays a month. Admins holding the wages switch (commutes.decide) see
// them; read-only admins see them without saving; other admins are told which switch they need.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { getCommuteSettings } from "@/lib/requests/commutes/commute-settings";
import { CommuteSettingsForm } from "@/components/settings/commute-settings-form";

export async function generateMetadata() {
  return { title: (await getTranslations("settings"))("commutes.title") };
}

async function CommuteSettingsPage() {
  const ctx = await requirePageContext("/settings");
  const t = await getTranslations("settings");
  const reads = can(ctx.subject, "commutes.decide");
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("commutes.title")}</h1>
        <p className="mt-1 text-slate-600">{t("commutes.intro")}</p>
      </div>
      {reads ? (
        <CommuteSettingsForm values={(await getCommuteSettings(ctx)).data} canWrite={!isReadOnly(ctx.subject)} />
      ) : (
        <p className="rounded-lg bg-white p-4 text-slate-600 shadow-sm">{t("commutes.needsWages")}</p>
      )}
    </div>
  );
}

export default withClientMessages("settings", CommuteSettingsPage);
