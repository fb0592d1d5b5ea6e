// The townships a Belgian postal code serves, named in the caller's language; 404 for a code not in the list.
import { AppError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { belgianPostalCode, townshipDisplay } from "./postal-codes";

export function getPostalCodeTownships(code: string, locale: Locale) {
  const townships = belgianPostalCode(code);
  if (!townships) throw AppError.notFound("Postal code");
  return { data: { postal_code: code, townships: townships.map((t) => townshipDisplay(t, locale)) } };
}
