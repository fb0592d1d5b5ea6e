import { getLocale } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { isLocale } from "@/lib/i18n/locales";
import { loadShellData } from "@/lib/shell/load-shell-data";
import { redirectIfMigrationRequired } from "@/lib/accounts/migration-redirect";
import { AppShell } from "@/components/shell/app-shell";
import { AppFlows } from "@/components/flows/app-flows";
import { UpgradeRequestBridge } from "@/components/flows/upgrade-request-bridge";
import { MigrationRedirect } from "@/components/federation/migration-redirect";
import { brandStyle, pageBranding } from "@/lib/branding/page-branding";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const ctx = await requirePageContext();
  // Sends the user to /account-migration (under the minimal layout) while their migration is required.
  const migrateInBrowser = await redirectIfMigrationRequired(ctx);
  const locale = await getLocale();
  const [data, branding] = await Promise.all([loadShellData(ctx, isLocale(locale) ? locale : "en"), pageBranding()]);
  // On a custom or reseller domain the host's brand colour replaces ours (Tailwind's brand variables).
  return (
    <div style={brandStyle(branding)} data-branding={branding?.kind}>
      <AppFlows ctx={ctx}>
        {migrateInBrowser && <MigrationRedirect />}
        <UpgradeRequestBridge>
          <AppShell data={data}>{children}</AppShell>
        </UpgradeRequestBridge>
      </AppFlows>
    </div>
  );
}
