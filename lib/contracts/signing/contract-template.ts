// GET /api/contracts/template: the company's contract template (or the built-in one in the caller's
// language), the placeholders it may use. POST /api/contracts/template: save it (null: back to the
// built-in), refusing unknown placeholders. POST /api/contracts/template/preview: a PDF of a template
// (saved or not) filled with a sample contract.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { buildContractPdf } from "./contract-pdf";
import { sampleValues } from "./contract-values";
import { DEFAULT_TEMPLATES } from "./default-templates";
import { loadTemplate } from "./load-template";
import { PLACEHOLDERS, renderTemplate, unknownPlaceholders } from "./render-template";
import { pdfTranslator } from "./signing-messages";
import type { TSaveTemplateInput, TTemplateInput } from "./signing.types";

const callerLocale = (ctx: RequestContext): Locale => (isLocale(ctx.user.language) ? ctx.user.language : "en");

export async function getContractTemplate(ctx: RequestContext) {
  const locale = callerLocale(ctx);
  const template = await loadTemplate(ctx.group.id, locale);
  return {
    template_text: template.body,
    custom: template.custom,
    placeholders: PLACEHOLDERS,
    defaults: DEFAULT_TEMPLATES,
  };
}

export async function saveContractTemplate(ctx: RequestContext, input: TSaveTemplateInput) {
  const text = input.template_text;
  if (text !== null) checkPlaceholders(text);
  const before = await db.contractTemplate.findUnique({ where: { groupId: ctx.group.id } });
  await db.$transaction(async (tx) => {
    if (text === null) await tx.contractTemplate.deleteMany({ where: { groupId: ctx.group.id } });
    else
      await tx.contractTemplate.upsert({
        where: { groupId: ctx.group.id },
        create: { groupId: ctx.group.id, body: text, updatedByUserId: ctx.user.id },
        update: { body: text, updatedByUserId: ctx.user.id },
      });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "contract_template",
      objectId: ctx.group.id,
      before: { template_text: before?.body ?? null },
      after: { template_text: text },
    });
  });
  return getContractTemplate(ctx);
}

export async function previewContractTemplate(ctx: RequestContext, input: TTemplateInput): Promise<Response> {
  checkPlaceholders(input.template_text);
  const locale = callerLocale(ctx);
  const t = pdfTranslator(locale);
  const values = sampleValues(ctx.group.name, locale);
  const pdf = await buildContractPdf(renderTemplate(input.template_text, values), {
    title: t("title", { person: values.person }),
    createdAt: new Date(),
    footer: t("previewFooter"),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": 'inline; filename="contract-preview.pdf"',
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

function checkPlaceholders(text: string) {
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0)
    throw AppError.validation({
      template_text: `Unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(", ")}; use one of ${PLACEHOLDERS.join(", ")}`,
    });
}
