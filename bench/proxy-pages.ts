// Benchmark: page throughput with and without the proxy's work (issue 28: area gates, migration check,
// context hand-off, CSP nonce), on the built app over HTTP. Each build in BENCH_DIST_DIRS is started in turn
// on its own throwaway PostgreSQL database (seeded with the demo companies) and measured with autocannon:
//   GET /people as the demo admin (session, proxy, render of the directory), and
//   GET /manifest.webmanifest (static, outside the proxy: the machine's own speed in the same run).
// The builds are measured alternately, BENCH_REPEAT times each, so a busy machine hurts both alike.
//
//   NEXT_DIST_DIR=.next-before npx next build   (on the commit before)   and   npx next build   (now), then
//   BENCH_DIST_DIRS=.next-before,.next npx tsx bench/proxy-pages.ts
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 4),
// BENCH_REPEAT (default 2).
import autocannon from "autocannon";
import { runBench, withBenchApp } from "./support/bench-app";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const repeat = Number(process.env.BENCH_REPEAT ?? 2);
const distDirs = (process.env.BENCH_DIST_DIRS ?? ".next")
  .split(",")
  .map((d) => d.trim())
  .filter(Boolean);

type Figures = { people: number[]; statik: number[] };

async function measure(url: string, cookie?: string): Promise<number> {
  const run = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} });
  if (run.non2xx > 0 || run.errors > 0) throw new Error(`${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  return run.requests.average;
}

async function main() {
  const figures = new Map<string, Figures>(distDirs.map((d) => [d, { people: [], statik: [] }]));
  for (let round = 0; round < repeat; round++) {
    for (const dir of distDirs) {
      await withBenchApp({ name: `proxy${round}`, env: { NEXT_DIST_DIR: dir } }, async ({ base, cookie, get }) => {
        // Warm-up: compile paths, fill caches, open the pool.
        for (let i = 0; i < 20; i++) await get("/people");
        await autocannon({ url: `${base}/people`, connections, duration: 3, headers: { cookie } });
        const f = figures.get(dir)!;
        f.people.push(await measure(`${base}/people`, cookie));
        f.statik.push(await measure(`${base}/manifest.webmanifest`));
      });
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`\nrequests per second (mean of ${repeat} runs of ${seconds} s, ${connections} connections)\n`);
  console.log(
    ["build".padEnd(16), "/people".padStart(10), "static".padStart(10), "runs /people".padStart(24)].join(""),
  );
  for (const [dir, f] of figures) {
    console.log(
      [
        dir.padEnd(16),
        mean(f.people).toFixed(1).padStart(10),
        mean(f.statik).toFixed(0).padStart(10),
        f.people
          .map((x) => x.toFixed(1))
          .join(" / ")
          .padStart(24),
      ].join(""),
    );
  }
  if (distDirs.length === 2) {
    const [a, b] = distDirs.map((d) => mean(figures.get(d)!.people));
    console.log(`\n/people: ${distDirs[1]} at ${((b! / a!) * 100).toFixed(1)} % of ${distDirs[0]}`);
  }
}

runBench(main);
