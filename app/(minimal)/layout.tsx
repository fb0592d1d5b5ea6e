// The minimal shell for signed-in flows that must not lead elsewhere (spec section 2: "a minimal mode
// hides most of this"), such as /account-migration: put such a page under app/(minimal)/.
import { getLocale } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { isLocale } from "@/lib/i18n/locales";
import { loadShellData } from "@/lib/shell/load-shell-data";
import { AppShell } from "@/components/shell/app-shell";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default async function MinimalLayout({ children }: { children: React.ReactNode }) {
  const ctx = await requirePageContext();
  const locale = await getLocale();
  const data = await loadShellData(ctx, isLocale(locale) ? locale : "en");
  return (
    <ClientMessages scope="shell">
      <AppShell data={data} variant="minimal">
        {children}
      </AppShell>
    </ClientMessages>
  );
}
