// A message key written twice in one object is legal JSON: the second silently wins, and a later edit of the first
// changes nothing on screen. Lanes merged side by side added the same key twice once; this keeps it from coming back.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../../../messages");

/** The paths of keys that appear twice in one object of a JSON text. */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  const stack: { keys: Set<string> }[] = [];
  // Keys are the strings followed by a colon; objects open and close with braces outside strings.
  const token = /"((?:[^"\\]|\\.)*)"\s*(:)?|([{}])/g;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    if (m[3] === "{") stack.push({ keys: new Set() });
    else if (m[3] === "}") stack.pop();
    else if (m[2] && stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.keys.has(m[1]!)) found.push(m[1]!);
      top.keys.add(m[1]!);
    }
  }
  return found;
}

describe("message files", () => {
  const files = readdirSync(ROOT).flatMap((lang) =>
    readdirSync(path.join(ROOT, lang))
      .filter((f) => f.endsWith(".json"))
      .map((f) => path.join(lang, f)),
  );

  it("finds a planted duplicate", () => {
    expect(duplicateKeys('{"a": {"b": "x", "c": {"b": "y"}, "b": "z"}}')).toEqual(["b"]);
  });

  it.each(files)("%s has no key twice in one object", (file) => {
    expect(duplicateKeys(readFileSync(path.join(ROOT, file), "utf8"))).toEqual([]);
  });
});
