// Benchmark: page throughput with and without the proxy's work (issue 28: area gates, migration check,
// context hand-off, CSP nonce), on the built app over HTTP. The two builds in BENCH_DIST_DIRS run side by
// side (ports BENCH_PORT and BENCH_PORT + 1000), each on its own throwaway PostgreSQL database seeded with
// the demo companies, and are measured in alternating short autocannon bursts, so a busy machine slows
// both alike:
//   GET /people as the demo admin (session, proxy, render of the directory), and
//   GET /manifest.webmanifest (static, outside the proxy: the machine's own speed in the same run).
// Printed: the median requests per second of each build and the median of the paired ratios.
//
//   NEXT_DIST_DIR=.next-before npx next build   (on the commit before)   and   npx next build   (now), then
//   BENCH_DIST_DIRS=.next-before,.next npx tsx bench/proxy-pages.ts
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_SECONDS (per burst, default 4), BENCH_CONNECTIONS
// (default 4), BENCH_ROUNDS (default 12); BENCH_QUICK=1: 2 rounds of 1 s bursts (a smoke run: errors only).
// Not in bench/all.ts: it needs the second build.
import autocannon from "autocannon";
import { runBench, withBenchApp, type BenchApp } from "./support/bench-app";
import { reportTable } from "./support/report";

const quick = Boolean(process.env.BENCH_QUICK);
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 1 : 4));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? (quick ? 2 : 12));
const warmUps = quick ? 5 : 20;
const [dirA, dirB] = (process.env.BENCH_DIST_DIRS ?? ".next-before,.next").split(",").map((d) => d.trim());
const portA = Number(process.env.BENCH_PORT ?? 3420);

async function burst(url: string, cookie?: string): Promise<number> {
  const run = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} });
  if (run.non2xx > 0 || run.errors > 0) throw new Error(`${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  return run.requests.average;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  if (!dirA || !dirB) throw new Error("BENCH_DIST_DIRS needs two build folders");
  process.env.BENCH_PORT = String(portA);
  await withBenchApp({ name: "proxya", env: { NEXT_DIST_DIR: dirA } }, async (a) => {
    process.env.BENCH_PORT = String(portA + 1000);
    await withBenchApp({ name: "proxyb", env: { NEXT_DIST_DIR: dirB } }, async (b) => {
      const apps: [string, BenchApp][] = [
        [dirA, a],
        [dirB, b],
      ];
      for (const [, app] of apps) {
        for (let i = 0; i < warmUps; i++) await app.get("/people");
        await burst(`${app.base}/people`, app.cookie);
      }
      const people = new Map<string, number[]>(apps.map(([d]) => [d, []]));
      const statik = new Map<string, number[]>(apps.map(([d]) => [d, []]));
      for (let round = 0; round < rounds; round++) {
        for (const [dir, app] of round % 2 ? [...apps].reverse() : apps) {
          people.get(dir)!.push(await burst(`${app.base}/people`, app.cookie));
          statik.get(dir)!.push(await burst(`${app.base}/manifest.webmanifest`));
        }
      }
      const ratios = people.get(dirB)!.map((x, i) => x / people.get(dirA)![i]!);
      const staticRatios = statik.get(dirB)!.map((x, i) => x / statik.get(dirA)![i]!);
      const pct = (r: number) => `${(r * 100).toFixed(1)} %`;
      reportTable(
        {
          title: `Proxy cost: requests per second, median of ${rounds} alternating bursts of ${seconds} s, ${connections} connections`,
          header: ["/people", "static"],
          rows: [
            ...apps.map(([dir]) => [dir, median(people.get(dir)!).toFixed(1), median(statik.get(dir)!).toFixed(0)]),
            [`${dirB} / ${dirA} (median of paired rounds)`, pct(median(ratios)), pct(median(staticRatios))],
          ],
        },
        48,
      );
      console.log(`\n/people paired rounds, ${dirB} / ${dirA}: ${ratios.map((r) => (r * 100).toFixed(0)).join(" ")} %`);
    });
  });
}

runBench(main);
