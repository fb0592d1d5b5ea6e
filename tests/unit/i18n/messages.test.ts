/** @jest-environment node */
// Every screen text exists in English, Dutch and French: a key missing in one language fails here.
import en from "@/messages/en.json";
import nl from "@/messages/nl.json";
import fr from "@/messages/fr.json";

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

it("no text is left empty", () => {
  for (const messages of [en, nl, fr]) {
    const empty = keys(messages).filter((k) => k.split(".").reduce<any>((node, part) => node[part], messages) === "");
    expect(empty).toEqual([]);
  }
});
