/** @jest-environment node */
// Every screen text exists in English, Dutch and French: a key missing in one language fails here, and so
// does a namespace file that lib/i18n/messages.ts does not load.
import { MESSAGE_NAMESPACES } from "@/lib/i18n/messages";
import { namespaceFiles, readMessages } from "@/tests/support/messages";

const en = readMessages("en");
const nl = readMessages("nl");
const fr = readMessages("fr");

function keys(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === "object" ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

it.each([
  ["nl", nl],
  ["fr", fr],
])("%s has exactly the English keys", (_lang, messages) => {
  expect(keys(messages).sort()).toEqual(keys(en).sort());
});

it.each(["en", "nl", "fr"])("every %s namespace file is loaded by the app", (locale) => {
  expect(namespaceFiles(locale)).toEqual([...MESSAGE_NAMESPACES].sort());
});

it("no text is left empty", () => {
  for (const messages of [en, nl, fr]) {
    const empty = keys(messages).filter((k) => k.split(".").reduce<any>((node, part) => node[part], messages) === "");
    expect(empty).toEqual([]);
  }
});
