// Benchmark: what the app's API costs over the fair floor for an authenticated JSON API (issue 18). In one
// run on one PostgreSQL database: the built app, and a bare node:http server (bench/support/floor-server.ts)
// that reads the same session cookie, runs the app's own session-context query and the list's SQL through
// pg and answers the same JSON. autocannon drives both with 10 connections in alternating bursts on
// GET /api/teams/listWithCounts and /api/employees/list; the table gives req/s, p50, p95 and the ratio,
// and the server's CPU ms per request (from /proc, which a machine busy with other work skews far less than
// req/s; the app's figure includes its database pool's client side, the floor's its own).
// Two app-only rows show what is not the list: an empty public route handler (Next's own floor for a
// route handler) and /api/employees/preferredLanguages (the route() wrapper with the session and a small
// constant answer, no list query).
//
//   npx next build && npx tsx bench/api-overhead.ts
// Env: BENCH_SECONDS per burst (default 5), BENCH_BURSTS per target (default 3), BENCH_CONNECTIONS (10),
// BENCH_PORT (app; the floor listens on BENCH_PORT + 1000), BENCH_QUICK=1 (one short burst each),
// BENCH_CPU_PROF=<file.cpuprofile>: also profile the app during one extra burst per list and print the
// functions with the most self time.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { reportTable } from "./support/report";
import { percentile, ROOT, runBench, treeCpuSeconds, withBenchApp } from "./support/bench-app";
import { startProfiler, topSelfTime } from "./support/cpu-profile";

const quick = Boolean(process.env.BENCH_QUICK);
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 1 : 5));
const bursts = Number(process.env.BENCH_BURSTS ?? (quick ? 1 : 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3420);
const floorPort = port + 1000;
const inspectPort = port + 2000;
const profileFile = process.env.BENCH_CPU_PROF;
const AUTH_SECRET = "bench-secret-for-api-overhead-0123456789abcdef";

const LISTS = ["/api/teams/listWithCounts", "/api/employees/list"];
const EMPTY = "/api/oauth/authorization-server";
const WRAPPER_ONLY = "/api/employees/preferredLanguages";

type Burst = { requests: number; seconds: number; latencies: number[]; cpuSeconds: number };

// cpu: the CPU seconds the server's processes have used so far; the burst records what it cost them.
async function burst(url: string, cookie: string, durationS: number, cpu: () => number = () => 0): Promise<Burst> {
  const cpu0 = cpu();
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers: { cookie }, connections, duration: durationS }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status >= 300) errors++;
      latencies.push(ms);
    });
  });
  if (errors || result.errors || result.timeouts) {
    throw new Error(`${url}: ${errors} error answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { requests: latencies.length, seconds: durationS, latencies, cpuSeconds: cpu() - cpu0 };
}

function merge(runs: Burst[]) {
  const latencies = runs.flatMap((r) => r.latencies);
  const rps = latencies.length / runs.reduce((s, r) => s + r.seconds, 0);
  const cpuMs = (1000 * runs.reduce((s, r) => s + r.cpuSeconds, 0)) / latencies.length;
  return { rps, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), cpuMs };
}

function startFloor(databaseUrl: string): Promise<ChildProcess> {
  const floor = spawn(
    process.execPath,
    [require.resolve("tsx/cli"), path.join(ROOT, "bench/support/floor-server.ts")],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET, FLOOR_PORT: String(floorPort) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    floor.stdout!.on("data", (d) => String(d).includes("ready") && resolve(floor));
    floor.once("exit", (code) => reject(new Error(`floor server exited (${code})`)));
  });
}

// The same rows from both: a floor that answered something else would measure nothing.
async function assertSameAnswer(appBase: string, floorBase: string, url: string, cookie: string) {
  const read = async (base: string) => (await (await fetch(base + url, { headers: { cookie } })).json()) as never;
  const [app, floor] = await Promise.all([read(appBase), read(floorBase)]);
  const shape = (b: { data: { id?: number; employee_id?: number }[]; total: number }) =>
    JSON.stringify([b.total, b.data.map((r) => r.id ?? r.employee_id)]);
  if (shape(app) !== shape(floor)) throw new Error(`${url}: the floor answers ${shape(floor)}, the app ${shape(app)}`);
}

runBench(() =>
  withBenchApp(
    { name: "apiov", env: { AUTH_SECRET }, inspectPort: profileFile ? inspectPort : undefined },
    async ({ base, databaseUrl, cookie, cpuSeconds }) => {
      const floor = await startFloor(databaseUrl);
      const floorBase = `http://127.0.0.1:${floorPort}`;
      const floorCpu = () => treeCpuSeconds(floor.pid!);
      try {
        for (const url of LISTS) await assertSameAnswer(base, floorBase, url, cookie);
        const targets = [
          ...LISTS.flatMap((url) => [
            { key: `app ${url}`, url: base + url, cpu: cpuSeconds },
            { key: `floor ${url}`, url: floorBase + url, cpu: floorCpu },
          ]),
          { key: `app ${EMPTY}`, url: base + EMPTY, cpu: cpuSeconds },
          { key: `app ${WRAPPER_ONLY}`, url: base + WRAPPER_ONLY, cpu: cpuSeconds },
        ];
        // Warm-up (JIT, prepared statements, pools), then bursts that alternate between the targets so
        // the machine's load (shared with others) falls on all of them alike.
        for (const t of targets) await burst(t.url, cookie, 1);
        const runs = new Map<string, Burst[]>(targets.map((t) => [t.key, []]));
        for (let b = 0; b < bursts; b++)
          for (const t of targets) runs.get(t.key)!.push(await burst(t.url, cookie, seconds, t.cpu));

        const figures = new Map([...runs].map(([key, r]) => [key, merge(r)]));
        const rows = targets.map(({ key }) => {
          const f = figures.get(key)!;
          const [who, url] = key.split(" ");
          const floorFigure = who === "app" ? figures.get(`floor ${url}`) : undefined;
          return [
            `${who === "app" ? "app  " : "floor"} ${url}`,
            f.rps.toFixed(0),
            f.p50.toFixed(1),
            f.p95.toFixed(1),
            f.cpuMs.toFixed(2),
            floorFigure ? `${(floorFigure.rps / f.rps).toFixed(2)}x` : "",
            floorFigure ? `${(f.cpuMs / floorFigure.cpuMs).toFixed(2)}x` : "",
          ];
        });
        reportTable({
          title: `API overhead: the app vs a node:http + pg floor (same session query and list SQL), ${connections} connections, ${bursts} x ${seconds} s alternating bursts, PostgreSQL, demo company; target: floor/app req/s at most 3x`,
          header: ["req/s", "p50 ms", "p95 ms", "CPU ms/req", "floor/app", "CPU app/fl"],
          rows,
        });

        if (profileFile) {
          for (const url of LISTS) {
            const profiler = await startProfiler(inspectPort);
            await burst(base + url, cookie, Math.max(seconds, 5));
            const file = profileFile.replace(/(\.cpuprofile)?$/, `-${url.split("/").pop()}.cpuprofile`);
            const profile = await profiler.stop(file);
            reportTable(
              {
                title: `App CPU profile under load on ${url}: top self time (${file})`,
                header: ["self ms", "self %"],
                rows: topSelfTime(profile),
              },
              92,
            );
          }
        }
      } finally {
        floor.kill("SIGTERM");
      }
    },
  ),
);
