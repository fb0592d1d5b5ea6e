// Everything around a signed-in page: branding, the app-wide flows, the upgrade bridge and the shell
// (header, menu, support button). The (app) layout and the 404 page share it, so a signed-in user who
// lands on a missing page keeps the header and menu (issue 16).
import { getLocale } from "next-intl/server";
import type { RequestContext } from "@/lib/api/context";
import { isLocale } from "@/lib/i18n/locales";
import { loadShellData } from "@/lib/shell/load-shell-data";
import { AppShell } from "@/components/shell/app-shell";
import { AppFlows } from "@/components/flows/app-flows";
import { UpgradeRequestBridge } from "@/components/flows/upgrade-request-bridge";
import { MigrationRedirect } from "@/components/federation/migration-redirect";
import { brandStyle, pageBranding } from "@/lib/branding/page-branding";

export async function SignedInFrame({
  ctx,
  migrateInBrowser = false,
  children,
}: {
  ctx: RequestContext;
  migrateInBrowser?: boolean;
  children: React.ReactNode;
}) {
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
