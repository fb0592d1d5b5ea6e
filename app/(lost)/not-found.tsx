// The 404 of a URL that matches no route: inside the shell for a signed-in user (the group's layout drew
// it), standing alone otherwise.
import { getTranslations } from "next-intl/server";
import { getPageContext } from "@/lib/api/page-context";
import { NotFoundView } from "@/components/shell/not-found-view";
import { notFoundMessage } from "@/lib/shell/not-found-message";

export default async function LostNotFound() {
  const t = await getTranslations("errors");
  const ctx = await getPageContext().catch(() => null);
  return (
    <NotFoundView
      title={t("notFoundTitle")}
      message={notFoundMessage() ?? t("notFound")}
      homeLabel={t("backHome")}
      inShell={ctx !== null}
    />
  );
}
