// A field's name as people read it, in their language: "national_number" -> "Rijksregisternummer". The
// error body's keys stay the API's field paths ("emails.2"); messages use this label instead, so no
// snake_case name reaches a screen. A name without a label (a custom field's id) is spelled out.
import { hasFieldLabel, serverTranslator } from "@/lib/i18n/server-translator";
import type { Locale } from "@/lib/i18n/locales";

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

/** "national_number" or "nationalNumber" -> "National number": the fallback is never a raw code name. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
