// Which message namespaces a route file's client side can ask for: the `useTranslations("ns…")` calls in
// every module its imports reach (static imports, re-exports, dynamic import() and next/dynamic), read from
// the source. The i18n tests compare this with the namespaces each route hands its client components
// (lib/i18n/client-messages.ts), so a component that starts using a new namespace fails a test, not a page.
// A `useTranslations()` without a namespace must name what it reads in a `// client messages: a b` comment.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

const IMPORT =
  /(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const USE_TRANSLATIONS = /useTranslations\(\s*([^)]*?)\s*\)/g;
const DECLARED = /\/\/[ \t]*client messages:[ \t]*([\w. \t]+)/;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** The namespaces (first key segment, e.g. "shell" for "shell.bell") used in one file. */
export function namespacesInFile(file: string): string[] {
  return [...new Set(namespacePathsInFile(file).map((p) => p.split(".")[0]!))];
}

/**
 * The message subtrees one file's translators read, as written: "shell.bell" for useTranslations("shell.bell"),
 * "shell" for useTranslations("shell") (which may read any key below it).
 */
export function namespacePathsInFile(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found = new Set<string>();
  for (const match of source.matchAll(USE_TRANSLATIONS)) {
    const arg = match[1]!;
    if (!arg) {
      const declared = DECLARED.exec(source);
      if (!declared)
        throw new Error(
          `${path.relative(ROOT, file)}: useTranslations() without a namespace needs a "// client messages: ns1 ns2" comment`,
        );
      for (const ns of declared[1]!.trim().split(/\s+/)) found.add(ns);
      continue;
    }
    const literal = /^["'`]([\w.]+)["'`]$/.exec(arg);
    if (!literal) throw new Error(`${path.relative(ROOT, file)}: useTranslations(${arg}) is not a literal namespace`);
    found.add(literal[1]!);
  }
  return [...found];
}

/**
 * The namespaces reachable from `entry` through its imports. Other route files (page, layout, not-found…)
 * are boundaries: each is checked on its own.
 */
export function reachableNamespaces(entry: string): { namespaces: Set<string>; paths: Set<string>; files: number } {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  const namespaces = new Set<string>();
  const paths = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    for (const p of namespacePathsInFile(file)) {
      paths.add(p);
      namespaces.add(p.split(".")[0]!);
    }
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(IMPORT)) {
      if (match[1]) continue; // import type: no code
      const target = resolve(file, match[2] ?? match[3]!);
      if (!target || seen.has(target) || isRouteFile(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return { namespaces, paths, files: seen.size };
}

export function isRouteFile(file: string): boolean {
  return (
    file.startsWith(path.join(ROOT, "app") + path.sep) &&
    /^(page|layout|template|not-found|error|loading|default)\.tsx?$/.test(path.basename(file))
  );
}
