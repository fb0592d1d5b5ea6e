// A contract's text and PDF in the language it is sent in: the company's template (or the built-in one)
// filled with the contract's values.
import { db } from "@/lib/db/client";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { buildContractPdf } from "./contract-pdf";
import { CONTRACT_VALUES_INCLUDE, contractValues } from "./contract-values";
import { loadTemplate } from "./load-template";
import { renderTemplate } from "./render-template";
import { pdfTranslator } from "./signing-messages";

export async function renderContract(groupId: number, companyName: string, contractId: number, sentAt: Date) {
  const contract = await db.contract.findFirstOrThrow({
    where: { id: contractId, groupId },
    include: {
      ...CONTRACT_VALUES_INCLUDE,
      employee: {
        select: {
          ...CONTRACT_VALUES_INCLUDE.employee.select,
          preferredLanguage: true,
          membership: { select: { status: true, userId: true, user: { select: { language: true } } } },
        },
      },
    },
  });
  const membership = contract.employee.membership;
  // The person reads the contract in their own language: the record's, else their account's.
  const language: Locale = contract.employee.preferredLanguage ?? pickLocale(membership?.user.language);
  const template = await loadTemplate(groupId, language);
  const values = contractValues(companyName, contract, language);
  const text = renderTemplate(template.body, values);
  const t = pdfTranslator(language);
  const pdf = await buildContractPdf(text, {
    title: t("title", { person: values.person }),
    createdAt: sentAt,
    footer: t("footer", { company: companyName, id: contract.id }),
  });
  return { contract, membership, language, text, pdf, person: values.person };
}

function pickLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : "en";
}
