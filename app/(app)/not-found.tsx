// A notFound() thrown by an app page renders here, inside the (app) layout that already drew the shell:
// only the 404 content. Unmatched URLs go to app/not-found.tsx, which adds the shell for signed-in users.
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/shell/not-found-view";
import { notFoundMessage } from "@/lib/shell/not-found-message";

export default async function AppNotFound() {
  const t = await getTranslations("errors");
  return (
    <NotFoundView
      title={t("notFoundTitle")}
      message={notFoundMessage() ?? t("notFound")}
      homeLabel={t("backHome")}
      inShell
    />
  );
}
