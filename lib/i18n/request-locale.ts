// The language of an API call before (or without) a session: next-intl's locale cookie when the screen
// set one, else the browser's Accept-Language, else English. Signed-in calls use the user's language
// (RequestContext.user.language) instead.
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from "./locales";
import { readCookie } from "@/lib/api/request-checks";

export const LOCALE_COOKIE = "NEXT_LOCALE";

export function localeOfRequest(req: Request): Locale {
  const cookie = readCookie(req, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(req.headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

/** A signed-in caller: their profile language, else what the request says. */
export function localeOfUser(language: string | null | undefined, req: Request): Locale {
  return isLocale(language) ? language : localeOfRequest(req);
}
