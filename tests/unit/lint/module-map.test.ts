/**
 * @jest-environment node
 */
// The README's module map stays a map of the code: every module folder of lib/ and components/, every top
// folder of route handlers (app/api/) and of signed-in pages (app/(app)/) is named in its table, so a new
// module shows up there (with the checklist beside it) or this test says which folder is missing.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

/** The table's cells by column: 1 lib/, 2 components/, 3 pages, 4 route handlers (0 is the module's name). */
function moduleMapColumns(): string[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf("\n## Module map\n");
  expect(start).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf("\n## ", start + 1);
  const rows = readme
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| module") && !line.startsWith("|---"));
  const columns = ["", "", "", "", ""];
  for (const row of rows)
    row
      .split("|")
      .slice(1)
      .forEach((cell, i) => (columns[i] = `${columns[i] ?? ""} ${cell}`));
  return columns;
}

const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

it.each([
  ["lib", 1],
  ["components", 2],
  ["app/(app)", 3],
  ["app/api", 4],
] as const)("names every folder of %s/ in its column", (dir, column) => {
  const cells = moduleMapColumns()[column]!;
  // A folder is named as `name/` (or a path inside it, `name/sub/`).
  const missing = folders(dir).filter((name) => !cells.includes("`" + name + "/"));
  expect(missing).toEqual([]);
});
