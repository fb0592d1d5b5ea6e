// Reads every message file of a locale from disk, for component tests (no dynamic import in jest).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..", "messages");

export function namespaceFiles(locale: string): string[] {
  return readdirSync(path.join(ROOT, locale))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();
}

export function readMessages(locale = "en"): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    namespaceFiles(locale).map((ns) => [ns, JSON.parse(readFileSync(path.join(ROOT, locale, `${ns}.json`), "utf8"))]),
  );
}
