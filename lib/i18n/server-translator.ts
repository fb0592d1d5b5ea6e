// Synchronous translators for server code that answers outside a page (the API's error bodies): the
// `fields` and `errors` namespaces of every language, bundled at build time, so no request waits for a
// message file.
import { createTranslator } from "next-intl";
import enFields from "@/messages/en/fields.json";
import nlFields from "@/messages/nl/fields.json";
import frFields from "@/messages/fr/fields.json";
import enErrors from "@/messages/en/errors.json";
import nlErrors from "@/messages/nl/errors.json";
import frErrors from "@/messages/fr/errors.json";
import type { Locale } from "./locales";

const MESSAGES = {
  en: { fields: enFields, errors: enErrors },
  nl: { fields: nlFields, errors: nlErrors },
  fr: { fields: frFields, errors: frErrors },
} as const;

type Values = Record<string, string | number>;

const cache = new Map<Locale, { fields: ReturnType<typeof make>; errors: ReturnType<typeof make> }>();

function make(locale: Locale, namespace: "fields" | "errors") {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as never, namespace: namespace as never });
  return (key: string, values?: Values) => (t as unknown as (k: string, v?: Values) => string)(key, values);
}

export function serverTranslator(locale: Locale) {
  let entry = cache.get(locale);
  if (!entry) {
    entry = { fields: make(locale, "fields"), errors: make(locale, "errors") };
    cache.set(locale, entry);
  }
  return entry;
}

/** Whether `fields.labels.<name>` exists (every language has the same keys; the parity test sees to that). */
export function hasFieldLabel(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(enFields.labels, name);
}
