// The 404 page: "404", the message and a button home (spec section 2). A signed-in user keeps the app's
// header and menu around it (issue 16); signed out, it stands alone. This root boundary serves URLs that
// match no route (outside every group layout, so the frame is added here) and notFound() outside the
// (app) group; app pages' own notFound() renders app/(app)/not-found.tsx inside the (app) layout.
import { getTranslations } from "next-intl/server";
import { getPageContext } from "@/lib/api/page-context";
import { NotFoundView } from "@/components/shell/not-found-view";
import { SignedInFrame } from "@/components/shell/signed-in-frame";
import { notFoundMessage } from "@/lib/shell/not-found-message";

export default async function NotFound() {
  const t = await getTranslations("errors");
  const view = (
    <NotFoundView
      title={t("notFoundTitle")}
      message={notFoundMessage() ?? t("notFound")}
      homeLabel={t("backHome")}
      inShell={false}
    />
  );
  const ctx = await getPageContext().catch(() => null);
  if (!ctx) return view;
  return (
    <SignedInFrame ctx={ctx}>
      <NotFoundView
        title={t("notFoundTitle")}
        message={notFoundMessage() ?? t("notFound")}
        homeLabel={t("backHome")}
        inShell
      />
    </SignedInFrame>
  );
}
