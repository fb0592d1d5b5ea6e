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
/** "// dynamic keys: fields.required fields.notADate": all a file's translators can read by a key in a variable. */
const DYNAMIC = /\/\/[ \t]*dynamic keys:[ \t]*([\w. \t]+)/;
/**
 * `lazyWithMessages(() => import("./dialog"), ["flows.survey"])` (components/ui/lazy-messages.tsx): the
 * dialog's module brings the messages it names, so what it reads below them is not the route's to send.
 */
const LAZY_WITH_MESSAGES = /lazyWithMessages\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)\s*,\s*\[([^\]]*)\]/g;
/** A name in a hook's dependency list (`[show, t])`): no read. */
const IN_DEPS = /^\s*(?:,\s*[\w.?]+\s*)*,?\s*\]\s*,?\s*\)/;

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

/** The namespace each translator of a file is bound to: `const t = useTranslations("shell.bell")`. */
const BINDING = /\bconst\s+(\w+)\s*=\s*useTranslations\(\s*([^)]*?)\s*\)/g;
/** What follows a translator's name when it reads one key: t("a.b"), t.rich('a'), t(`a.${x}`)… */
const KEY_READ = /^(?:\.(?:rich|markup|raw|has))?\(\s*(?:"([\w.]*)"|'([\w.]*)'|`([^`$]*)(\$\{)?[^`]*`)\s*[,)]/;

/** The namespaces a translator binding names: its literal, or the file's "client messages:" comment. */
function boundNamespaces(file: string, source: string, arg: string): string[] {
  if (!arg) {
    const declared = DECLARED.exec(source);
    if (!declared)
      throw new Error(
        `${path.relative(ROOT, file)}: useTranslations() without a namespace needs a "// client messages: ns1 ns2" comment`,
      );
    return declared[1]!.trim().split(/\s+/);
  }
  const literal = /^["'`]([\w.]+)["'`]$/.exec(arg);
  if (!literal) throw new Error(`${path.relative(ROOT, file)}: useTranslations(${arg}) is not a literal namespace`);
  return [literal[1]!];
}

/** `[a, t])` closing a hook call's later argument (useMemo(fn, [t])): a dependency, not a read or a hand-on. */
function inDependencyList(source: string, at: number, after: string): boolean {
  if (!IN_DEPS.test(after)) return false;
  const before = source.slice(0, at);
  const open = before.lastIndexOf("[");
  return /^[\s\w.?,]*$/.test(before.slice(open + 1)) && /,\s*$/.test(before.slice(0, open));
}

/**
 * The messages one file's translators read: "shell.bell.title" for t("title") on useTranslations("shell.bell"),
 * the subtree "leave.status" for t(`status.${s}`), and the translator's whole namespace whenever what it reads
 * cannot be told from the source (a key in a variable, the translator handed to another function or
 * component, a name bound to two namespaces in one file, a translator without a namespace).
 */
export function namespacePathsInFile(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found = new Set<string>();
  const bindings = new Map<string, string[]>();
  for (const match of source.matchAll(BINDING)) {
    const [, name, arg] = match;
    const namespaces = boundNamespaces(file, source, arg!);
    const earlier = bindings.get(name!);
    // The same name bound to two namespaces in one file: which one a call uses is not told here.
    if (earlier && earlier.join() !== namespaces.join()) bindings.set(name!, []);
    else bindings.set(name!, namespaces);
    if (!arg || (earlier && earlier.join() !== namespaces.join())) {
      for (const ns of [...namespaces, ...(earlier ?? [])]) found.add(ns);
    }
  }
  // A useTranslations(...) that is not `const x = useTranslations(...)`: its reads cannot be followed.
  for (const match of source.matchAll(USE_TRANSLATIONS)) {
    const before = source.slice(Math.max(0, match.index - 80), match.index);
    if (!/\bconst\s+\w+\s*=\s*$/.test(before)) for (const ns of boundNamespaces(file, source, match[1]!)) found.add(ns);
  }
  const dynamic = DYNAMIC.exec(source)?.[1]!.trim().split(/\s+/) ?? [];
  for (const [name, namespaces] of bindings) {
    if (namespaces.length !== 1) continue;
    const ns = namespaces[0]!;
    // Not after a "-": Tailwind's `border-t` is no translator named t.
    for (const use of source.matchAll(new RegExp(`(?<![\\w.$-])${name}\\b(?!\\s*=\\s*useTranslations)`, "g"))) {
      const after = source.slice(use.index + name.length, use.index + name.length + 200);
      if (inDependencyList(source, use.index, after)) continue;
      const read = KEY_READ.exec(after);
      if (!read) {
        // Handed on, or a key in a variable: any key below may be read, unless the file names the keys.
        const declared = dynamic.filter((p) => p === ns || p.startsWith(`${ns}.`));
        for (const p of declared.length ? declared : [ns]) found.add(p);
        continue;
      }
      const literal = read[1] ?? read[2];
      if (literal !== undefined) found.add(literal ? `${ns}.${literal}` : ns);
      else {
        // A template: the part before the first ${…} up to its last dot is the subtree read.
        const prefix = read[4] ? read[3]!.slice(0, read[3]!.lastIndexOf(".") + 1).replace(/\.$/, "") : read[3]!;
        found.add(prefix ? `${ns}.${prefix}` : ns);
      }
    }
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
    for (const lazy of source.matchAll(LAZY_WITH_MESSAGES)) {
      const target = resolve(file, lazy[1]!);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const brought = [...lazy[2]!.matchAll(/["']([\w.]+)["']/g)].map((m) => m[1]!);
      const below = reachableNamespaces(target);
      for (const p of below.paths) {
        if (brought.some((b) => p === b || p.startsWith(`${b}.`))) continue;
        paths.add(p);
        namespaces.add(p.split(".")[0]!);
      }
    }
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
