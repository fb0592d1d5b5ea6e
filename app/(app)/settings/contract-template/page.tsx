// /settings/contract-template – the company's contract template (issue 21): the text every contract sent
// for signature is made from, with its placeholders and a PDF preview. HR with contracts.manage edits it;
// other contract readers (and read-only users) see it.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { requirePageContext } from "@/lib/api/page-context";
import { getContractTemplate } from "@/lib/contracts/signing/contract-template";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { SigningTemplateEditor } from "@/components/contracts/signing-template-editor";

export async function generateMetadata() {
  return { title: (await getTranslations("contractSigning"))("template.title") };
}

async function ContractTemplatePage() {
  const ctx = await requirePageContext("/settings/contract-template");
  const t = await getTranslations("contractSigning");
  const template = await getContractTemplate(ctx);
  const canEdit = can(ctx.subject, "contracts.manage") && !isReadOnly(ctx.subject);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("template.title")}</h1>
      <p className="max-w-3xl text-sm text-slate-600">{t("template.intro")}</p>
      <SigningTemplateEditor
        initialText={template.template_text}
        initialCustom={template.custom}
        placeholders={[...template.placeholders]}
        defaults={template.defaults}
        canEdit={canEdit}
      />
    </div>
  );
}

export default withClientMessages("contractSigning", ContractTemplatePage);
