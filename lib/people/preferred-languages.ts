// The languages the product speaks and the dialects a person can prefer (spec: preferred_language,
// language_dialect). Dialects matter for mail wording and formats: Flemish and Dutch Dutch, Belgian French.
// Names in their own language (lib/i18n/language-names.ts).
import { DIALECT_NAMES, LANGUAGE_NAMES } from "@/lib/i18n/language-names";

export const PREFERRED_LANGUAGES = [
  {
    code: "en",
    name: LANGUAGE_NAMES.en,
    dialects: [
      { code: "en-GB", name: DIALECT_NAMES["en-GB"]! },
      { code: "en-US", name: DIALECT_NAMES["en-US"]! },
    ],
  },
  {
    code: "nl",
    name: LANGUAGE_NAMES.nl,
    dialects: [
      { code: "nl-BE", name: DIALECT_NAMES["nl-BE"]! },
      { code: "nl-NL", name: DIALECT_NAMES["nl-NL"]! },
    ],
  },
  {
    code: "fr",
    name: LANGUAGE_NAMES.fr,
    dialects: [
      { code: "fr-BE", name: DIALECT_NAMES["fr-BE"]! },
      { code: "fr-FR", name: DIALECT_NAMES["fr-FR"]! },
    ],
  },
] as const;

export const DIALECT_CODES = ["en-GB", "en-US", "nl-BE", "nl-NL", "fr-BE", "fr-FR"] as const;
export type DialectCode = (typeof DIALECT_CODES)[number];

/** The dialect belongs to the language (nl-BE with nl, never with fr). */
export function dialectMatchesLanguage(
  language: string | null | undefined,
  dialect: string | null | undefined,
): boolean {
  if (!dialect || !language) return true;
  return dialect.startsWith(`${language}-`);
}

export function listPreferredLanguages() {
  return {
    data: PREFERRED_LANGUAGES.map((l) => ({
      code: l.code,
      name: l.name,
      dialects: l.dialects.map((d) => ({ code: d.code, name: d.name })),
    })),
  };
}
