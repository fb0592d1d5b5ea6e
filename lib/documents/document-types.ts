// The document types every company starts with, with their labels. document_type is free text (a company
// may use its own); these are offered first and listed by GET /api/files/listTypes. sick_note is the one
// with behaviour: an employee uploading it on their own record notifies their managers and HR.
export const BUILT_IN_TYPES = {
  contract: { en: "Contract", nl: "Contract", fr: "Contrat" },
  payslip: { en: "Payslip", nl: "Loonbrief", fr: "Fiche de paie" },
  sick_note: { en: "Sick note", nl: "Ziektebriefje", fr: "Certificat médical" },
  id_document: { en: "Identity document", nl: "Identiteitsdocument", fr: "Pièce d'identité" },
  certificate: { en: "Certificate or diploma", nl: "Attest of diploma", fr: "Attestation ou diplôme" },
  evaluation: { en: "Evaluation", nl: "Evaluatie", fr: "Évaluation" },
  tax_form: { en: "Tax form", nl: "Fiscaal document", fr: "Document fiscal" },
  policy: { en: "Company policy", nl: "Bedrijfsbeleid", fr: "Politique d'entreprise" },
  other: { en: "Other", nl: "Andere", fr: "Autre" },
} as const;

export const SICK_NOTE = "sick_note";

export function typeLabel(type: string, language: string | null | undefined): string {
  const labels = (BUILT_IN_TYPES as Record<string, { en: string; nl: string; fr: string }>)[type];
  if (!labels) return type;
  return labels[language === "nl" || language === "fr" ? language : "en"];
}
