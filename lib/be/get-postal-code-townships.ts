// The townships a Belgian postal code serves, named in the caller's language; null for a code not in the list
// (the route answers 404: lib/be holds pure rules and never speaks HTTP or imports lib/api).
import type { Locale } from "@/lib/i18n/locales";
import { belgianPostalCode, townshipDisplay } from "./postal-codes";

export function getPostalCodeTownships(code: string, locale: Locale) {
  const townships = belgianPostalCode(code);
  if (!townships) return null;
  return { data: { postal_code: code, townships: townships.map((t) => townshipDisplay(t, locale)) } };
}
