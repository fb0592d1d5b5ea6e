import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("errors");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-bold text-brand-900">{t("notFoundTitle")}</h1>
      <p className="max-w-md text-slate-700">{t("notFound")}</p>
      <Link href="/" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {t("backHome")}
      </Link>
    </main>
  );
}
