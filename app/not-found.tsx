// The 404 page: "404", the message and a button home (spec section 2), standing alone. URLs that match no
// route (and the proxy's 404 for a closed area, a rewrite to such a URL) render app/(lost)/not-found.tsx
// instead, inside app/(lost)/layout.tsx, which keeps the app's header and menu for a signed-in user (issue
// 16); app pages' own notFound() renders app/(app)/not-found.tsx inside the (app) layout. This one is left
// for a notFound() thrown outside (app), e.g. (auth)'s invitations.
//
// Next renders this component on EVERY page request as the root layout's not-found boundary, and every
// page loads the client code it imports: so it reads no data (about a tenth of each page's throughput,
// bench/proxy-pages.ts, issue 28) and imports no shell (its JavaScript was loaded by every page, /login
// included: bench/first-load-js.ts, issue 18).
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/shell/not-found-view";
import { notFoundMessage } from "@/lib/shell/not-found-message";

export default async function NotFound() {
  const t = await getTranslations("errors");
  return (
    <NotFoundView
      title={t("notFoundTitle")}
      message={notFoundMessage() ?? t("notFound")}
      homeLabel={t("backHome")}
      inShell={false}
    />
  );
}
