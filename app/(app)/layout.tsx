import { requirePageContext } from "@/lib/api/page-context";
import { redirectIfMigrationRequired } from "@/lib/accounts/migration-redirect";
import { SignedInFrame } from "@/components/shell/signed-in-frame";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const ctx = await requirePageContext();
  // Sends the user to /account-migration (under the minimal layout) while their migration is required.
  const migrateInBrowser = await redirectIfMigrationRequired(ctx);
  return (
    <SignedInFrame ctx={ctx} migrateInBrowser={migrateInBrowser}>
      {children}
    </SignedInFrame>
  );
}
