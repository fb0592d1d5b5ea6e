// The languages the product speaks and the dialects a person can prefer (spec: preferred_language,
// language_dialect). Dialects matter for mail wording and formats: Flemish and Dutch Dutch, Belgian French.
export const PREFERRED_LANGUAGES = [
  { code: "en", name: "English", dialects: [{ code: "en-GB", name: "English (United Kingdom)" }, { code: "en-US", name: "English (United States)" }] },
  { code: "nl", name: "Nederlands", dialects: [{ code: "nl-BE", name: "Nederlands (België)" }, { code: "nl-NL", name: "Nederlands (Nederland)" }] },
  { code: "fr", name: "Français", dialects: [{ code: "fr-BE", name: "Français (Belgique)" }, { code: "fr-FR", name: "Français (France)" }] },
] as const;

export const DIALECT_CODES = ["en-GB", "en-US", "nl-BE", "nl-NL", "fr-BE", "fr-FR"] as const;
export type DialectCode = (typeof DIALECT_CODES)[number];

/** The dialect belongs to the language (nl-BE with nl, never with fr). */
export function dialectMatchesLanguage(language: string | null | undefined, dialect: string | null | undefined): boolean {
  if (!dialect || !language) return true;
  return dialect.startsWith(`${language}-`);
}

export function listPreferredLanguages() {
  return {
    data: PREFERRED_LANGUAGES.map((l) => ({ code: l.code, name: l.name, dialects: l.dialects.map((d) => ({ code: d.code, name: d.name })) })),
  };
}
