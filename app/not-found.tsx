import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/shell/not-found-view";
import { notFoundMessage } from "@/lib/shell/not-found-message";

export default async function NotFound() {
  const t = await getTranslations("errors");
  return <NotFoundView title={t("notFoundTitle")} message={notFoundMessage() ?? t("notFound")} homeLabel={t("backHome")} />;
}
