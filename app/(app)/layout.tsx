import { getLocale } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { isLocale } from "@/lib/i18n/locales";
import { loadShellData } from "@/lib/shell/load-shell-data";
import { AppShell } from "@/components/shell/app-shell";
import { AppFlows } from "@/components/flows/app-flows";
import { UpgradeRequestBridge } from "@/components/flows/upgrade-request-bridge";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const ctx = await requirePageContext();
  const locale = await getLocale();
  const data = await loadShellData(ctx, isLocale(locale) ? locale : "en");
  return (
    <AppFlows ctx={ctx}>
      <UpgradeRequestBridge>
        <AppShell data={data}>{children}</AppShell>
      </UpgradeRequestBridge>
    </AppFlows>
  );
}
