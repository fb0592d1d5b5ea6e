import { getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { AppHeader } from "@/components/shell/app-header";
import { redirectIfMigrationRequired } from "@/lib/accounts/migration-redirect";
import { MigrationRedirect } from "@/components/federation/migration-redirect";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const ctx = await requirePageContext();
  const migrateInBrowser = await redirectIfMigrationRequired(ctx);
  const t = await getTranslations("common");
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      {migrateInBrowser && <MigrationRedirect />}
      <AppHeader ctx={ctx} />
      <main id="main" className="mx-auto max-w-5xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
