// Guard for the one display-name rule: nothing outside lib/people/display-name.ts glues a person's first
// and last name together itself (that is how the calendar came to drop "de" from "Iris de Boer").
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(__dirname, "../../..");
const ALLOWED = new Set(["lib/people/display-name.ts"]);
// `${x.firstName} ${x.lastName}`, `${first_name} ${last_name}`, [firstName, lastName].join(" "), firstName + " " + lastName
const COMPOSED = [
  /\$\{[^}]*first_?name[^}]*\}\s*\$\{[^}]*last_?name[^}]*\}/i,
  /\[[^\]]*first_?name[^\]]*last_?name[^\]]*\]\.join\(/i,
  /first_?name\s*\+\s*["'` ]+\s*\+\s*[\w.]*last_?name/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "generated" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

it("composes people's names only through displayName", () => {
  const offenders = ["lib", "components", "app", "prisma/seed"]
    .flatMap((dir) => sources(join(ROOT, dir)))
    .map((path) => relative(ROOT, path))
    .filter((path) => !ALLOWED.has(path))
    .flatMap((path) =>
      readFileSync(join(ROOT, path), "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
        .filter(({ line }) => COMPOSED.some((re) => re.test(line)))
        .map(({ at }) => at),
    );
  expect(offenders).toEqual([]);
});
