// A field's name as people read it, in their language: "national_number" -> "Rijksregisternummer". The
// error body's keys stay the API's field paths ("emails.2"); messages use this label instead, so no
// snake_case name reaches a screen. A name without a label (a custom field's id) is spelled out.
import { hasFieldLabel, serverTranslator } from "@/lib/i18n/server-translator";
import type { Locale } from "@/lib/i18n/locales";
import { humanise } from "./humanise";

export { humanise };

/** The field a path names: its last part that is not a list index ("emails.2" -> "emails"). */
export function fieldNameOfPath(path: string): string {
  const parts = path.split(".").filter((p) => p !== "" && !/^\d+$/.test(p));
  return parts.at(-1) ?? path;
}

export function fieldLabel(path: string, locale: Locale): string {
  const name = fieldNameOfPath(path);
  if (hasFieldLabel(name)) return serverTranslator(locale).fields(`labels.${name}`);
  return humanise(name);
}
