import { requirePageContext } from "@/lib/api/page-context";
import { redirectIfMigrationRequired } from "@/lib/accounts/migration-redirect";
import { SignedInFrame } from "@/components/shell/signed-in-frame";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const ctx = await requirePageContext();
  // Sends the user to /account-migration (under the minimal layout) while their migration is required.
  const migrateInBrowser = await redirectIfMigrationRequired(ctx);
  // The frame's texts; pages that need more wrap themselves (withClientMessages).
  return (
    <ClientMessages scope="shell">
      <SignedInFrame ctx={ctx} migrateInBrowser={migrateInBrowser}>
        {children}
      </SignedInFrame>
    </ClientMessages>
  );
}
