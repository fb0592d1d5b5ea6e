// The contractSigning messages of each language for server code that writes PDFs and notifications
// outside a page (no request locale there: the document's own language decides).
import { createTranslator } from "next-intl";
import en from "@/messages/en/contractSigning.json";
import nl from "@/messages/nl/contractSigning.json";
import fr from "@/messages/fr/contractSigning.json";
import { isLocale, type Locale } from "@/lib/i18n/locales";

const MESSAGES = { en, nl, fr } as const;

type Values = Record<string, string | number>;

export function pdfTranslator(language: string | null | undefined): (key: string, values?: Values) => string {
  const locale: Locale = isLocale(language) ? language : "en";
  const t = createTranslator({
    locale,
    messages: { contractSigning: MESSAGES[locale] } as never,
    namespace: "contractSigning.pdf" as never,
  });
  return (key, values) => (t as unknown as (k: string, v?: Values) => string)(key, values);
}
