// /documents – the documents module (spec sections 2 and 3, File): the company files with their folders,
// and for a self-service employee first their own files ("My documents"). A search over every file the
// caller may see sits on top. Closed (404) without the documents area, or for an employee when the
// company keeps self-service documents off.
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { isReadOnly } from "@/lib/access/subject";
import { documentRights } from "@/lib/documents/document-rights";
import { loadBrowserData } from "@/components/documents/browser-props";
import { DocumentSearch } from "@/components/documents/document-search";
import { DocumentsBrowser } from "@/components/documents/documents-browser";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("documents"))("title") };
}

async function DocumentsPage() {
  const ctx = await requirePageContext("/documents");
  const rights = documentRights(ctx);
  if (!rights.canRead) notFound();
  const t = await getTranslations("documents");
  const own =
    rights.ownRecordOnly && rights.ownEmployeeId ? await loadBrowserData(ctx, "employee", rights.ownEmployeeId) : null;
  const company = rights.canReadCompany ? await loadBrowserData(ctx, "company_wide", 0) : null;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {isReadOnly(ctx.subject) && (
        <p className="rounded-md border-l-4 border-slate-400 bg-white p-3 text-sm text-slate-700">
          {t("readOnlyNotice")}
        </p>
      )}
      <DocumentSearch />
      {own && <DocumentsBrowser {...own} title={t("myDocuments")} testId="my-documents" />}
      {company && (
        <DocumentsBrowser
          {...company}
          title={t("companyDocuments")}
          showVisibility={rights.seesAllCompany}
          testId="company-documents"
        />
      )}
      {!own && !company && <p className="rounded-lg bg-white p-5 text-slate-600 shadow-sm">{t("table.empty")}</p>}
    </div>
  );
}

export default withClientMessages("documents", DocumentsPage);
