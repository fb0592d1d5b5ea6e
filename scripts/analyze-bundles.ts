// What is in the JavaScript a page loads first (issue 18): reads a production build offline and prints,
// per page route, the first-load chunks' gzip size, and which packages and app folders fill them.
// The first-load set of a page is the build's root main files plus the entry chunks of its layouts and
// page (its client reference manifest). Attribution needs source maps: build with ANALYZE=1 (next.config.ts
// then emits browser source maps); each chunk's gzip size is shared out by the bytes its source map gives
// every original file, so the per-package figures are estimates that add up to the chunk sizes.
//
//   ANALYZE=1 NEXT_DIST_DIR=.next-analyze npx next build
//   NEXT_DIST_DIR=.next-analyze npx tsx scripts/analyze-bundles.ts [/people /login …] [--top 25] [--files]
// --files names the app's own source files one by one instead of their folders (what to split next).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { AnyMap, decodedMappings } from "@jridgewell/trace-mapping";

const dist = path.resolve(process.env.NEXT_DIST_DIR ?? ".next");
const args = process.argv.slice(2);
const topIndex = args.indexOf("--top");
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const wanted = args.filter((a, i) => a.startsWith("/") && i !== topIndex + 1);
const byFile = args.includes("--files");

type Manifest = { entryJSFiles?: Record<string, string[]> };

/** Route ("/people/[id]") -> first-load chunk files ("static/chunks/x.js"). */
function firstLoadSets(): Map<string, string[]> {
  const root = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const sets = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "page_client-reference-manifest.js") {
        const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, Manifest> } };
        vm.runInNewContext(readFileSync(full, "utf8"), sandbox);
        for (const [page, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
          const route = page.replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "") || "/";
          if (route.startsWith("/_")) continue;
          const files = new Set(root.rootMainFiles);
          for (const chunks of Object.values(manifest.entryJSFiles ?? {})) chunks.forEach((c) => files.add(c));
          sets.set(
            route,
            [...files].filter((f) => f.endsWith(".js")),
          );
        }
      }
    }
  };
  walk(path.join(dist, "server", "app"));
  return new Map([...sets].sort(([a], [b]) => a.localeCompare(b)));
}

/** Who a source file belongs to: an npm package (react-dom inside next counted apart) or an app folder. */
export function owner(source: string): string {
  const s = source.replace(/^.*?\[project\]\//, "").replace(/^turbopack:\/\/\/?/, "");
  const compiled = s.match(/node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
  if (compiled) return `next/compiled/${compiled[1]}`;
  if (byFile && /node_modules\/next\/dist\/(?!compiled)/.test(s))
    return s.replace(/^.*node_modules\/next\/dist\//, "next/dist/");
  const pkg = [...s.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].pop();
  if (pkg) return pkg[1]!;
  const parts = s.split("/");
  if (["components", "lib", "app"].includes(parts[0]!)) return byFile ? s : parts.slice(0, 2).join("/");
  if (parts[0] === "messages") return "messages";
  return s.includes("turbopack") ? "(turbopack runtime)" : parts[0] || "(unmapped)";
}

type ChunkInfo = { gzip: number; owners: Map<string, number> };
const chunkCache = new Map<string, ChunkInfo>();

/** A chunk's gzip size, shared out among the owners of the bytes its source map names. */
function chunk(file: string): ChunkInfo {
  const cached = chunkCache.get(file);
  if (cached) return cached;
  const code = readFileSync(path.join(dist, file), "utf8");
  const gzip = gzipSync(code).length;
  const owners = new Map<string, number>();
  // Turbopack names a chunk's map by its own hash: follow the sourceMappingURL comment.
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = path.join(dist, path.dirname(file), mapName ?? `${path.basename(file)}.map`);
  if (!existsSync(mapFile)) owners.set("(no source map: build with ANALYZE=1)", gzip);
  else {
    const map = new AnyMap(readFileSync(mapFile, "utf8"));
    const lines = code.split("\n");
    const bytes = new Map<string, number>();
    let mapped = 0;
    decodedMappings(map).forEach((segments, line) => {
      const lineLength = lines[line]?.length ?? 0;
      segments.forEach((seg, i) => {
        const end = i + 1 < segments.length ? segments[i + 1]![0] : lineLength;
        const who = seg.length > 1 ? owner(map.sources[seg[1]!] ?? "") : "(unmapped)";
        const n = Math.max(0, end - seg[0]);
        bytes.set(who, (bytes.get(who) ?? 0) + n);
        mapped += n;
      });
    });
    const rest = code.length - mapped;
    if (rest > 0) bytes.set("(unmapped)", (bytes.get("(unmapped)") ?? 0) + rest);
    for (const [who, n] of bytes) owners.set(who, (gzip * n) / code.length);
  }
  const info = { gzip, owners };
  chunkCache.set(file, info);
  return info;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);

function printContents(title: string, files: string[]) {
  const total = files.reduce((sum, f) => sum + chunk(f).gzip, 0);
  const byOwner = new Map<string, number>();
  for (const f of files) for (const [who, n] of chunk(f).owners) byOwner.set(who, (byOwner.get(who) ?? 0) + n);
  console.log(`\n${title}: ${files.length} chunks, ${kb(total).trim()} kB gzip`);
  for (const [who, n] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(n)}  ${who}`);
}

const sets = firstLoadSets();
console.log(`First-load JavaScript per route (${path.relative(process.cwd(), dist)}; kB gzip, no polyfills)`);
for (const [route, files] of sets) console.log(`${kb(files.reduce((sum, f) => sum + chunk(f).gzip, 0))}  ${route}`);
for (const route of wanted.length ? wanted : ["/login", "/people"]) {
  const files = sets.get(route);
  if (!files) console.log(`\n${route}: no such page route`);
  else printContents(`What ${route} loads first`, files);
}
