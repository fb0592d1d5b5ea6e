// Benchmark: server-rendered page throughput and HTML size (issue 18), on the built app over HTTP with
// PostgreSQL and the seeded demo company (60 people), as the demo admin. Autocannon with 10 connections
// runs short bursts over /people, /calendar, /documents, /dashboard and /manifest.webmanifest (static:
// the machine's own speed in the same run) in turn, round after round, so a busy machine slows all alike.
// Printed per route: requests/s (median of the bursts), p50/p95 latency over every response, the ratio of
// requests/s to the manifest's (target: at least 40 %, p95 under 100 ms), the server's CPU time per page
// (processes' user + system time over sequential requests: the figure a loaded machine distorts least),
// and the page's HTML raw and gzip.
//
//   npx next build && npx tsx bench/pages.ts
//   BENCH_DIST_DIRS=.next-before,.next npx tsx bench/pages.ts    two builds side by side (before/after),
//       each on its own database (ports BENCH_PORT, BENCH_PORT + 1000), bursts alternating between them
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_SECONDS (per burst, default 3), BENCH_ROUNDS (default 5),
// BENCH_CONNECTIONS (default 10), BENCH_QUICK=1 (1 round of 1 s bursts),
// BENCH_PROFILE=/tmp/pages (after the bursts, a CPU profile of each app under a 5 s burst per page, written to
// /tmp/pages-<build>-<page>.cpuprofile, its top functions and packages by self time printed).
import { gzipSync } from "node:zlib";
import { runBench, withBenchApp, percentile, type BenchApp } from "./support/bench-app";
import { measureBurst, median } from "./support/burst";
import { selfTimeByModule, startProfiler, topSelfTime } from "./support/cpu-profile";
import { reportTable } from "./support/report";

const quick = Boolean(process.env.BENCH_QUICK);
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 3));
const rounds = quick ? 1 : Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dirs = (process.env.BENCH_DIST_DIRS ?? process.env.NEXT_DIST_DIR ?? ".next").split(",").map((d) => d.trim());
const basePort = Number(process.env.BENCH_PORT ?? 3420);
const cpuRequests = quick ? 5 : 40;
const profilePrefix = process.env.BENCH_PROFILE;
/** The inspector port of the i-th app when profiling. */
const inspectPortOf = (i: number) => basePort + 2000 + i;

const PAGES = ["/people", "/calendar", "/documents", "/dashboard"];
const STATIC = "/manifest.webmanifest";

type Samples = { rps: number[]; latencies: number[] };

/** app.get, once more after a dropped keep-alive connection (a loaded machine resets some). */
async function getBody(app: BenchApp, url: string): Promise<Buffer> {
  try {
    return Buffer.from(await (await app.get(url)).arrayBuffer());
  } catch (error) {
    if (!/fetch failed|ECONNRESET|socket/i.test(String(error))) throw error;
    return Buffer.from(await (await app.get(url)).arrayBuffer());
  }
}

/** Starts one app per build folder (nested, so all run at once), then calls `run` with all of them. */
async function withApps(run: (apps: [string, BenchApp][]) => Promise<void>, i = 0, acc: [string, BenchApp][] = []) {
  if (i === dirs.length) return run(acc);
  process.env.BENCH_PORT = String(basePort + 1000 * i);
  const inspectPort = profilePrefix ? inspectPortOf(i) : undefined;
  await withBenchApp({ name: `pages${i}`, env: { NEXT_DIST_DIR: dirs[i]! }, inspectPort }, (app) =>
    withApps(run, i + 1, [...acc, [dirs[i]!, app]]),
  );
}

async function main() {
  await withApps(async (apps) => {
    const sizes = new Map<string, string[]>();
    const cpuMs = new Map<string, string>();
    const samples = new Map<string, Samples>();
    for (const [dir, app] of apps) {
      for (const url of PAGES) {
        const html = await getBody(app, url);
        sizes.set(`${dir} ${url}`, [(html.length / 1024).toFixed(1), (gzipSync(html).length / 1024).toFixed(1)]);
        for (let i = 0; i < 10; i++) await getBody(app, url); // warm-up: compiled code paths, pools, caches
        await measureBurst(`${app.base}${url}`, { connections, seconds: 1, cookie: app.cookie });
        // The server's CPU per page, one request at a time: what a busy machine distorts least.
        const cpu0 = app.cpuSeconds();
        for (let i = 0; i < cpuRequests; i++) await getBody(app, url);
        cpuMs.set(`${dir} ${url}`, (((app.cpuSeconds() - cpu0) * 1000) / cpuRequests).toFixed(1));
      }
      for (const url of [...PAGES, STATIC]) samples.set(`${dir} ${url}`, { rps: [], latencies: [] });
    }
    for (let round = 0; round < rounds; round++) {
      for (const [dir, app] of round % 2 ? [...apps].reverse() : apps) {
        for (const url of [...PAGES, STATIC]) {
          const burst = await measureBurst(`${app.base}${url}`, {
            connections,
            seconds,
            cookie: url === STATIC ? undefined : app.cookie,
          });
          const s = samples.get(`${dir} ${url}`)!;
          s.rps.push(burst.rps);
          s.latencies.push(...burst.latencies);
        }
      }
    }
    const rows: string[][] = [];
    for (const [dir] of apps) {
      const manifest = median(samples.get(`${dir} ${STATIC}`)!.rps);
      for (const url of [...PAGES, STATIC]) {
        const s = samples.get(`${dir} ${url}`)!;
        const rps = median(s.rps);
        const [raw, gz] = sizes.get(`${dir} ${url}`) ?? ["", ""];
        rows.push([
          `${apps.length > 1 ? `${dir} ` : ""}GET ${url}`,
          rps.toFixed(1),
          s.latencies.length ? percentile(s.latencies, 0.5).toFixed(1) : "none",
          s.latencies.length ? percentile(s.latencies, 0.95).toFixed(1) : "none",
          url === STATIC ? "" : `${((rps / manifest) * 100).toFixed(0)} %`,
          cpuMs.get(`${dir} ${url}`) ?? "",
          raw,
          gz,
        ]);
      }
    }
    reportTable({
      title: `Page render on PostgreSQL, demo company as admin: ${connections} connections, median of ${rounds} bursts of ${seconds} s per route (target: pages >= 40 % of the manifest's req/s, p95 < 100 ms; /people HTML < 40 KB)`,
      header: ["req/s", "p50 ms", "p95 ms", "vs manifest", "CPU ms/page", "HTML KB", "gzip KB"],
      rows,
    });
    if (profilePrefix) await profilePages(apps);
  });
}

/**
 * A CPU profile of each app over sequential requests to one page (a burst would leave queued requests of the
 * page before running into the next profile on a loaded machine): where a page's server time goes.
 */
async function profilePages(apps: [string, BenchApp][]) {
  const requests = Number(process.env.BENCH_PROFILE_REQUESTS ?? 40);
  for (const [i, [dir, app]] of apps.entries()) {
    for (const url of PAGES) {
      // Starting the profiler makes V8 recompile what runs next: a first profiled round takes that cost.
      const warmUp = await startProfiler(inspectPortOf(i));
      for (let r = 0; r < 5; r++) await getBody(app, url);
      await warmUp.stop();
      const profiler = await startProfiler(inspectPortOf(i));
      for (let r = 0; r < requests; r++) await getBody(app, url);
      const file = `${profilePrefix}-${dir.replace(/\W/g, "")}-${url.replace(/\W/g, "")}.cpuprofile`;
      const profile = await profiler.stop(file);
      const title = `${dir} ${url}, ${requests} sequential requests`;
      reportTable(
        {
          title: `${title}: packages by self time (${file})`,
          header: ["self ms", "self %"],
          rows: selfTimeByModule(profile),
        },
        92,
      );
      reportTable(
        { title: `${title}: functions by self time`, header: ["self ms", "self %"], rows: topSelfTime(profile, 20) },
        92,
      );
    }
  }
}

runBench(main);
