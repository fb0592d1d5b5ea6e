// Screen texts live in messages/{locale}/{namespace}.json, one file per module, so that modules add their
// texts without touching each other's files. Add a new namespace file's name here (the key-parity test
// fails for a file on disk that is not listed).
import type { Locale } from "./locales";

export const MESSAGE_NAMESPACES = [
  "common",
  "nav",
  "auth",
  "dashboard",
  "teams",
  "errors",
  "fields",
  "flows",
  "shell",
  "account",
  "mail",
  "federation",
  "leave",
  "notifications",
  "people",
  "orgchart",
  "customFields",
  "flags",
  "settings",
  "settingsUsers",
  "security",
  "developer",
  "documents",
  "calendar",
  "audit",
  "integrations",
  "payroll",
  "resellerMessages",
  "dataConflicts",
  "requests",
  "payrollMonthData",
  "dimona",
  "expenses",
  "contracts",
  "contractSigning",
] as const;

export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];
export type Messages = Record<string, Record<string, unknown>>;

// The catalogue of a language, read once per process: the files never change while it runs, and every
// request (lib/i18n/request.ts) used to import and merge all 25 of them again.
const catalogues = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = Promise.all(
      MESSAGE_NAMESPACES.map(
        async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const,
      ),
    ).then((entries) => Object.fromEntries(entries));
    catalogue.catch(() => catalogues.delete(locale));
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}
