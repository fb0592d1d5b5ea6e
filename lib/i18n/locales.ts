// Supported screen languages and how one is picked: the user's profile language, else the browser's
// Accept-Language, else English.
export const LOCALES = ["en", "nl", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { lang: tag!.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null;
}

export function pickLocale(
  profileLanguage: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(profileLanguage)) return profileLanguage;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
