// /account/contracts – the contracts sent to the caller for signature, newest first, each linking to the
// page where it is read and signed or declined.
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { listMySignatures } from "@/lib/contracts/signing/list-signatures";
import { formatDateTime } from "@/lib/i18n/format-date";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("contractSigning"))("mine.title") };
}

async function MyContractsPage() {
  const ctx = await requirePageContext("/account");
  const t = await getTranslations("contractSigning");
  const locale = await getLocale();
  const { data } = await listMySignatures(ctx);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("mine.title")}</h1>
      <p className="text-sm text-slate-600">{t("mine.intro")}</p>
      {data.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600 shadow-sm">{t("mine.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm" data-testid="my-contracts">
          {data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div className="min-w-0">
                <p className="font-medium">{t(`states.${r.status}`)}</p>
                <p className="text-sm text-slate-600">
                  {t("mine.sentOn", { date: formatDateTime(r.sent_at, locale), name: r.sent_by_name })}
                </p>
              </div>
              <Link
                href={`/account/contracts/${r.id}`}
                className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                {r.status === "sent" ? t("mine.open") : t("mine.view")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default withClientMessages("contractSigning", MyContractsPage);
