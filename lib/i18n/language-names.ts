// Each language and dialect named in its own language (issue 16: "Nederlands", "Français" with its cedilla,
// "English"), wherever a language is picked or shown, whatever the screen's language: a Dutch speaker
// looking for their language on a French screen finds "Nederlands", not "Néerlandais". Options carry
// `lang` so screen readers pronounce each name in its language.
import type { Locale } from "./locales";

export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", nl: "Nederlands", fr: "Français" };

export const DIALECT_NAMES: Record<string, string> = {
  "en-GB": "English (United Kingdom)",
  "en-US": "English (United States)",
  "nl-BE": "Nederlands (België)",
  "nl-NL": "Nederlands (Nederland)",
  "fr-BE": "Français (Belgique)",
  "fr-FR": "Français (France)",
};

/** The language's own name; an unknown code is shown as it is. */
export function languageName(code: string): string {
  return (LANGUAGE_NAMES as Record<string, string>)[code] ?? code;
}

export function dialectName(code: string): string {
  return DIALECT_NAMES[code] ?? code;
}
