// The route files under app/api, as URL paths: the one list the OpenAPI generator and its test share, so
// a new route file is noticed without anyone adding it by hand. Node-only (reads the file tree).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export type RouteFile = { file: string; importPath: string; urlPath: string; summary: string };

export const API_NOT_FOUND_DIR = "[...missing]";

export function listRouteFiles(root = process.cwd()): RouteFile[] {
  const apiDir = join(root, "app", "api");
  const out: RouteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      // app/api/[...missing] answers unknown paths with a 404: not an operation of the API.
      if (entry.isDirectory()) {
        if (!(dir === apiDir && entry.name === API_NOT_FOUND_DIR)) walk(full);
      } else if (entry.name === "route.ts") out.push(describe(root, full));
    }
  };
  walk(apiDir);
  return out.sort((x, y) => x.urlPath.localeCompare(y.urlPath));
}

function describe(root: string, full: string): RouteFile {
  const file = relative(root, full).split(sep).join("/");
  const dir = file.replace(/\/route\.ts$/, "");
  return {
    file,
    importPath: `@/${dir}/route`,
    urlPath: toUrlPath(dir),
    summary: firstCommentLine(readFileSync(full, "utf8")),
  };
}

/** app/api/teams/[id]/detail -> /api/teams/{id}/detail; route groups "(x)" vanish; [...all] -> {all}. */
export function toUrlPath(dir: string): string {
  const parts = dir
    .replace(/^app\//, "")
    .split("/")
    .filter((p) => !/^\(.*\)$/.test(p))
    .map((p) => p.replace(/^\[\[?(?:\.\.\.)?([^\]]+)\]?\]$/, "{$1}"));
  return `/${parts.join("/")}`;
}

// Each route file opens with "// METHOD /path – purpose": the purpose becomes the operation's summary.
function firstCommentLine(source: string): string {
  const line = /^\/\/\s*(.+)$/m.exec(source)?.[1] ?? "";
  const dash = line.search(/\s[–—-]\s/);
  return (dash >= 0 ? line.slice(dash + 3) : line).trim();
}
