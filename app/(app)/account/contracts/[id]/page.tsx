// /account/contracts/{id} – one contract sent to the caller: its text (as in the PDF), the PDF, and the
// sign (typed name + consent) and decline (reason) forms while it waits. Another person's request is 404.
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { AppError } from "@/lib/api/errors";
import { isImpersonatedSession } from "@/lib/access/personal-session";
import { getMySignature } from "@/lib/contracts/signing/get-my-signature";
import { formatDateTime } from "@/lib/i18n/format-date";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { SigningForms } from "@/components/contracts/signing-forms";

export async function generateMetadata() {
  return { title: (await getTranslations("contractSigning"))("sign.title") };
}

async function SignContractPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requirePageContext("/account");
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const { request, text, personName } = await getMySignature(ctx, Number(id)).catch((error) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const t = await getTranslations("contractSigning");
  const locale = await getLocale();
  const when = (iso: string | null) => formatDateTime(iso, locale);
  return (
    <div className="space-y-4">
      <Link href="/account/contracts" className="text-sm text-brand-700 hover:underline">
        {t("sign.back")}
      </Link>
      <h1 className="text-2xl font-semibold">{t("sign.title")}</h1>
      <p role="status" className="text-sm text-slate-700" data-testid="signing-status">
        {request.status === "sent" && t("states.sent")}
        {request.status === "signed" && t("sign.signed", { date: when(request.decided_at) })}
        {request.status === "declined" &&
          t("sign.declined", { date: when(request.decided_at), reason: request.decline_reason ?? "" })}
        {request.status === "cancelled" && t("sign.cancelled")}
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href={request.pdf_url}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          {t("sign.readPdf")}
        </a>
        {request.signed_pdf_url && (
          <a
            href={request.signed_pdf_url}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            {t("tab.openSigned")}
          </a>
        )}
      </div>
      <section aria-labelledby="contract-text" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="contract-text" className="mb-2 text-lg font-semibold">
          {t("sign.textHeading")}
        </h2>
        <div className="text-sm break-words whitespace-pre-wrap" data-testid="contract-text">
          {text}
        </div>
      </section>
      {request.status === "signed" && (
        <p className="text-xs break-words text-slate-600">
          {t("sign.evidence", {
            name: request.signed_name ?? "",
            date: when(request.decided_at),
            hash: request.document_sha256,
          })}
        </p>
      )}
      {request.status === "sent" &&
        (isImpersonatedSession(ctx) ? (
          <p className="text-sm text-slate-600">{t("sign.impersonating")}</p>
        ) : isReadOnly(ctx.subject) ? (
          <p className="text-sm text-slate-600">{t("sign.readOnly")}</p>
        ) : (
          <SigningForms requestId={request.id} personName={personName} />
        ))}
    </div>
  );
}

export default withClientMessages("contractSigning", SignContractPage);
