// Every message file a dialog may load with its code (./lazy-messages.ts), in every language, so the bundler
// makes one small chunk per file. Add a namespace here before a lazyWithMessages() names it.
import type { Locale } from "./locales";
import type { MessageNamespace } from "./messages";

type Loader = () => Promise<{ default: Record<string, unknown> }>;

export const LOADERS: Partial<Record<MessageNamespace, Record<Locale, Loader>>> = {
  flows: {
    en: () => import("@/messages/en/flows.json"),
    nl: () => import("@/messages/nl/flows.json"),
    fr: () => import("@/messages/fr/flows.json"),
  },
  fields: {
    en: () => import("@/messages/en/fields.json"),
    nl: () => import("@/messages/nl/fields.json"),
    fr: () => import("@/messages/fr/fields.json"),
  },
  integrations: {
    en: () => import("@/messages/en/integrations.json"),
    nl: () => import("@/messages/nl/integrations.json"),
    fr: () => import("@/messages/fr/integrations.json"),
  },
  people: {
    en: () => import("@/messages/en/people.json"),
    nl: () => import("@/messages/nl/people.json"),
    fr: () => import("@/messages/fr/people.json"),
  },
  shell: {
    en: () => import("@/messages/en/shell.json"),
    nl: () => import("@/messages/nl/shell.json"),
    fr: () => import("@/messages/fr/shell.json"),
  },
};

/** Namespaces a dialog may load with its code. */
export const LAZY_NAMESPACES = Object.keys(LOADERS) as MessageNamespace[];
