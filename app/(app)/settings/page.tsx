// /settings – the index of the settings screens this admin can open (only screens whose page exists).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { canAccessArea } from "@/lib/access/areas";
import { requirePageContext } from "@/lib/api/page-context";
import { SETTINGS_SCREENS } from "@/lib/settings/settings-screens";

export async function generateMetadata() {
  return { title: (await getTranslations("settings"))("title") };
}

export default async function SettingsPage() {
  const ctx = await requirePageContext("/settings");
  const t = await getTranslations("settings");
  const screens = SETTINGS_SCREENS.filter((s) => s.available && canAccessArea(ctx.subject, s.area));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="settings-index">
        {screens.map((screen) => (
          <li key={screen.key}>
            <Link
              href={screen.href}
              className="block h-full rounded-lg bg-white p-4 shadow-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="font-medium">{t(`screens.${screen.key}.title`)}</span>
              <span className="mt-1 block text-sm text-slate-600">{t(`screens.${screen.key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
