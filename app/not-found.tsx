// The 404 page: "404", the message and a button home (spec section 2). A signed-in user keeps the app's
// header and menu around it (issue 16); signed out, it stands alone. This root boundary serves URLs that
// match no route (outside every group layout, so the frame is added here) and notFound() outside the
// (app) group; app pages' own notFound() renders app/(app)/not-found.tsx inside the (app) layout.
//
// Next renders this component twice over: as the page of its /_not-found route (a URL no route matches,
// and the proxy's 404 for a closed area), where it gets a page's props, and on EVERY page request as the
// root layout's not-found boundary (rendered into the RSC payload in case a segment throws notFound()),
// where it gets no props. The frame (its session read, three count queries and the whole header and menu)
// is drawn only in the first case: drawn in the boundary too, it cost every page about a tenth of its
// throughput (bench/proxy-pages.ts, issue 28). The boundary copy is only ever shown for a notFound() thrown
// outside (app) and (auth)'s invitations, which the proxy's area gate answers before any render.
import { getTranslations } from "next-intl/server";
import { getPageContext } from "@/lib/api/page-context";
import { NotFoundView } from "@/components/shell/not-found-view";
import { SignedInFrame } from "@/components/shell/signed-in-frame";
import { notFoundMessage } from "@/lib/shell/not-found-message";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** A page's props (present only when Next renders this as the /_not-found page). */
type Props = { searchParams?: Promise<unknown> };

export default async function NotFound(props: Props) {
  const t = await getTranslations("errors");
  const view = (inShell: boolean) => (
    <NotFoundView
      title={t("notFoundTitle")}
      message={notFoundMessage() ?? t("notFound")}
      homeLabel={t("backHome")}
      inShell={inShell}
    />
  );
  const asPage = props?.searchParams !== undefined;
  const ctx = asPage ? await getPageContext().catch(() => null) : null;
  if (!ctx) return view(false);
  return (
    <ClientMessages scope="shell">
      <SignedInFrame ctx={ctx}>{view(true)}</SignedInFrame>
    </ClientMessages>
  );
}
