// Messages a dialog downloads with its code instead of every page sending them (issue 18: page weight).
// The shell's and the pages' client scopes (./client-scopes.ts) leave out the texts of dialogs that open on
// demand; components/ui/lazy-messages.tsx loads them beside the dialog's code, in the page's language
// (the root layout's <html lang>), and hands them to the dialog in a nested provider. Each namespace a
// dialog may load is listed in ./lazy-message-loaders.ts.
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import type { MessageNamespace } from "./messages";
import { pickMessages, type Messages } from "./pick-messages";

// The loaders themselves (one per file and language) are a chunk of their own, fetched with the first
// dialog: in the shell's first load they cost ~1 kB gzip on every page.
const loaders = () => import("./lazy-message-loaders").then((m) => m.LOADERS);

/** The page's language, as the root layout wrote it into <html lang>. */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The parts of the catalogue `paths` name ("flows.upgrade"), in `locale`. */
export async function loadLazyMessages(locale: Locale, paths: readonly string[]): Promise<Messages> {
  const namespaces = [...new Set(paths.map((p) => p.split(".")[0] as MessageNamespace))];
  const LOADERS = await loaders();
  const files = await Promise.all(
    namespaces.map(async (ns) => {
      const loader = LOADERS[ns]?.[locale];
      if (!loader) throw new Error(`No lazy messages for ${ns} (lib/i18n/lazy-message-loaders.ts)`);
      return [ns, (await loader()).default] as const;
    }),
  );
  return pickMessages(Object.fromEntries(files), paths);
}

/** `extra` laid over `base`, objects merged key by key (neither is changed). */
export function mergeMessages(base: Record<string, unknown>, extra: Record<string, unknown>): Messages {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const under = merged[key];
    merged[key] =
      under && typeof under === "object" && value && typeof value === "object"
        ? mergeMessages(under as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return merged as Messages;
}
