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
] as const;

export type Messages = Record<string, Record<string, unknown>>;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    MESSAGE_NAMESPACES.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries);
}
