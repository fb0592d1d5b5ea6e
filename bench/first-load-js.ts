// Benchmark: first-load JavaScript per page route (issue 18: at most 170 kB gzip per route, /login at most
// 120 kB), on the built app over HTTP. Every page route under app/ is fetched as a browser would on first
// load (the demo admin for the signed-in pages, signed out for the sign-in pages), and the gzip sizes of
// every <script src> the HTML loads are summed (not the nomodule polyfills modern browsers skip). Beside it: the inline flight data (the RSC payload in
// self.__next_f.push scripts, gzip of their concatenation) and the whole HTML document (gzip). Sizes are
// kB = 1,000 bytes, gzip at zlib's default level (what Next's own compression sends). A size over its
// target prints "over", it never fails the run; a page that answers 5xx does, and so does a 4xx on a route
// whose address holds no made-up value (the CI smoke, BENCH_CI=1 npm run bench).
//
//   npx next build && npx tsx bench/first-load-js.ts
//   BENCH_DIST_DIRS=.next-before,.next npx tsx bench/first-load-js.ts     two builds, one table each
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_DIST_DIRS (default NEXT_DIST_DIR or .next).
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { reportTable } from "./support/report";
import { ROOT, runBench, withBenchApp, type BenchApp } from "./support/bench-app";

const TARGET_KB = 170;
const LOGIN_TARGET_KB = 120;
const dirs = (process.env.BENCH_DIST_DIRS ?? process.env.NEXT_DIST_DIR ?? ".next").split(",").map((d) => d.trim());

/** Every page route under app/: folders holding a page.tsx, route groups "(x)" dropped. */
export function pageRoutes(dir = path.join(ROOT, "app"), prefix = ""): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name === "api" || name.startsWith("_")) continue;
      const segment = name.startsWith("(") && name.endsWith(")") ? "" : `/${name}`;
      found.push(...pageRoutes(full, prefix + segment));
    } else if (name === "page.tsx") found.push(prefix || "/");
  }
  return found.sort();
}

// The sign-in side is loaded signed out; everything else as the demo admin.
const SIGNED_OUT = [/^\/login/, /^\/signup/, /^\/user\/email_invites/];

type Sizes = { scripts: number; jsGzip: number; flightGzip: number; htmlGzip: number; htmlRaw: number };

const gz = (text: string | Buffer) => gzipSync(text).length;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function measure(app: BenchApp, url: string, signedIn: boolean, scriptCache: Map<string, number>) {
  const res = await fetch(`${app.base}${url}`, { headers: signedIn ? { cookie: app.cookie } : {}, redirect: "manual" });
  if (res.status >= 300 && res.status < 400) return { redirect: res.headers.get("location") ?? "?" };
  const html = await res.text();
  // nomodule scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)].filter(
    (m) => !/nomodule/i.test(m[1]! + m[3]!),
  );
  const srcs = [...new Set(tags.map((m) => m[2]!.replace(/&amp;/g, "&")))];
  let jsGzip = 0;
  for (const src of srcs) {
    if (!scriptCache.has(src)) {
      const js = await fetch(new URL(src, app.base));
      if (!js.ok) throw new Error(`${src}: ${js.status}`);
      scriptCache.set(src, gz(Buffer.from(await js.arrayBuffer())));
    }
    jsGzip += scriptCache.get(src)!;
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((s) => s.includes("self.__next_f"));
  const sizes: Sizes = {
    scripts: srcs.length,
    jsGzip,
    flightGzip: gz(inline.join("")),
    htmlGzip: gz(html),
    htmlRaw: Buffer.byteLength(html),
  };
  return { status: res.status, sizes };
}

/** Real values for the dynamic segments, so the pages render as they would for a person. */
async function fillSegments(app: BenchApp, route: string): Promise<string> {
  if (!route.includes("[")) return route;
  const people = (await (await app.get("/api/employees/list?page=1&per_page=1")).json()) as { data?: { id: number }[] };
  const personId = String(people.data?.[0]?.id ?? 1);
  return route
    .replace(/\[(id|person_id)\]/g, personId)
    .replace(/\[\.\.\.missing\]/g, "no-such-page")
    .replace(/\[token\]/g, "not-a-real-token")
    .replace(/\[userId\]/g, "1")
    .replace(/\[secret\]/g, "not-a-real-secret");
}

/** The page routes a build holds: an older build ("before") lacks the pages added since. */
function builtPages(dir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, "app-path-routes-manifest.json"), "utf8"));
  return new Set(
    Object.entries(manifest as Record<string, string>)
      .filter(([entry]) => entry.endsWith("/page"))
      .map(([, route]) => route),
  );
}

async function measureBuild(dir: string) {
  const built = builtPages(dir);
  await withBenchApp({ name: `fljs${dirs.indexOf(dir)}`, env: { NEXT_DIST_DIR: dir } }, async (app) => {
    const scriptCache = new Map<string, number>();
    const rows: string[][] = [];
    for (const route of pageRoutes()) {
      if (!built.has(route)) {
        rows.push([route, "-", "-", "-", "-", "-", "-", "not in this build"]);
        continue;
      }
      const url = await fillSegments(app, route);
      const signedIn = !SIGNED_OUT.some((r) => r.test(route));
      const result = await measure(app, url, signedIn, scriptCache);
      const target = route === "/login" ? LOGIN_TARGET_KB : TARGET_KB;
      if ("redirect" in result) {
        rows.push([route, "-", "-", "-", "-", "-", String(target), `redirect ${result.redirect}`]);
        continue;
      }
      const madeUp = route.includes("[");
      if (result.status >= 500 || (result.status >= 400 && !madeUp))
        throw new Error(`${url} answered ${result.status} (${dir})`);
      const s = result.sizes;
      const verdict = s.jsGzip / 1000 <= target ? "pass" : "over";
      rows.push([
        `${route}${result.status === 200 ? "" : ` (${result.status})`}`,
        String(s.scripts),
        kb(s.jsGzip),
        kb(s.flightGzip),
        kb(s.htmlGzip),
        kb(s.htmlRaw),
        String(target),
        verdict,
      ]);
    }
    reportTable(
      {
        title: `First-load JavaScript per page (${dir}; kB = 1,000 bytes, gzip unless raw)`,
        header: ["scripts", "JS kB", "flight kB", "HTML gz kB", "HTML kB", "target", "verdict"],
        rows,
      },
      44,
    );
  });
}

runBench(async () => {
  for (const dir of dirs) await measureBuild(dir);
});
