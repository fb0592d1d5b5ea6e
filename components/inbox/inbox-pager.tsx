// Previous / next under an inbox section, shown only when the section has more than one page.
import Link from "next/link";
import { getTranslations } from "next-intl/server";

type Props = { page: number; perPage: number; total: number; pageHref: (page: number) => string };

export async function InboxPager({ page, perPage, total, pageHref }: Props) {
  if (total <= perPage) return null;
  const t = await getTranslations("leave");
  return (
    <nav aria-label={t("pages")} className="mt-3 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link href={pageHref(page - 1)} className="text-brand-700 hover:underline">
          {t("previousPage")}
        </Link>
      ) : (
        <span />
      )}
      <span>{t("pageOf", { page, pages: Math.ceil(total / perPage) })}</span>
      {page * perPage < total ? (
        <Link href={pageHref(page + 1)} className="text-brand-700 hover:underline">
          {t("nextPage")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
