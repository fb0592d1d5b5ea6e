// The extra benefit kinds a wage can carry (GET /api/wages/benefits/getExtraBenefitOptions). The first four
// are the spec's wage extras; the rest are what a Belgian employer commonly adds on top of the gross wage:
// meal vouchers, eco vouchers, a company car, a phone and internet paid by the company. Amounts are per month.
import type { Locale } from "@/lib/i18n/locales";

export const BENEFIT_KINDS = [
  "hospitalisatie",
  "pensioenplan",
  "nettovergoeding",
  "bonus",
  "maaltijdcheques",
  "ecocheques",
  "bedrijfswagen",
  "gsm",
  "internet",
] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

export const BENEFIT_LABELS: Record<BenefitKind, Record<Locale, string>> = {
  hospitalisatie: { en: "Hospitalisation insurance", nl: "Hospitalisatieverzekering", fr: "Assurance hospitalisation" },
  pensioenplan: { en: "Pension plan", nl: "Pensioenplan", fr: "Plan de pension" },
  nettovergoeding: { en: "Net allowance", nl: "Nettovergoeding", fr: "Indemnité nette" },
  bonus: { en: "Bonus", nl: "Bonus", fr: "Bonus" },
  maaltijdcheques: { en: "Meal vouchers", nl: "Maaltijdcheques", fr: "Chèques-repas" },
  ecocheques: { en: "Eco vouchers", nl: "Ecocheques", fr: "Éco-chèques" },
  bedrijfswagen: { en: "Company car", nl: "Bedrijfswagen", fr: "Voiture de société" },
  gsm: { en: "Mobile phone", nl: "Gsm", fr: "GSM" },
  internet: { en: "Internet", nl: "Internet", fr: "Internet" },
};

export function isBenefitKind(kind: string): kind is BenefitKind {
  return (BENEFIT_KINDS as readonly string[]).includes(kind);
}

/** The label in the caller's language (English for an unknown language or a custom kind's own text). */
export function benefitLabel(kind: string, language: string | null | undefined): string {
  if (!isBenefitKind(kind)) return kind;
  const labels = BENEFIT_LABELS[kind];
  return labels[(language ?? "en") as Locale] ?? labels.en;
}
