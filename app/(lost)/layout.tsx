// The frame of the 404 for URLs that match no route (issue 16: a signed-in user keeps the app's header and
// menu; signed out, the page stands alone). It lives in this group, not in app/not-found.tsx, because the
// root not-found boundary is part of every page's tree: its client components (the whole shell) would be
// loaded by every page, /login included (issue 18, first-load JavaScript).
import { getPageContext } from "@/lib/api/page-context";
import { SignedInFrame } from "@/components/shell/signed-in-frame";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default async function LostLayout({ children }: { children: React.ReactNode }) {
  const ctx = await getPageContext().catch(() => null);
  if (!ctx) return children;
  return (
    <ClientMessages scope="shell">
      <SignedInFrame ctx={ctx}>{children}</SignedInFrame>
    </ClientMessages>
  );
}
