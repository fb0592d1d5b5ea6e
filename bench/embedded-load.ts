// Benchmark for the embedded default under load and its memory (issue 18): starts the app exactly as
// `npm start` does (the npm process and everything below it), first on a fresh embedded database (PGlite
// in a new DATA_DIR), then on a fresh PostgreSQL database, and for each:
// - the process tree's RSS (sum of VmRSS over the npm process and its descendants) idle after start;
// - BENCH_LOAD_RUNS runs of BENCH_CONNECTIONS connections for BENCH_LOAD_SECONDS each on the list calls
//   (/api/employees/list, /api/notifications/getUnseenCount, /api/teams/list), spread over the five demo
//   users, each connection signed in as one of them (several sessions, not one cookie for all): req/s,
//   p50/p95/p99 latency, errors (non-2xx, socket errors, timeouts), peak RSS during the run and RSS 10 s after;
// - a leak check: RSS after the last run against RSS after the first (the first run loads the code and
//   warms the caches, so growth after it is what a leak looks like).
// The load generator (autocannon) runs in this process on the same machine, so it takes CPU from the app:
// compare embedded and PostgreSQL within one run.
//
//   npx next build && npx tsx bench/embedded-load.ts
// Env: BENCH_LOAD_SECONDS (default 300; 10 with BENCH_QUICK=1), BENCH_LOAD_RUNS (default 3; 2 quick),
// BENCH_CONNECTIONS (default 200), BENCH_DATABASES (default "embedded,postgres"; "embedded-thread" adds PGlite
// in a worker thread of its own, HR_PGLITE_THREAD=1), BENCH_PORT (default 3420),
// BENCH_PG (default postgresql://postgres@127.0.0.1:5432).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { BENCH_PG, percentile, ROOT, runBench } from "./support/bench-app";
import { reportTable } from "./support/report";
import { signInOverHttp, waitForServer } from "../tests/support/sign-in-over-http";

const quick = Boolean(process.env.BENCH_QUICK);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? (quick ? 10 : 300));
const RUNS = Number(process.env.BENCH_LOAD_RUNS ?? (quick ? 2 : 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DATABASES = (process.env.BENCH_DATABASES ?? "embedded,postgres").split(",").map((s) => s.trim());
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const BASE = `http://localhost:${PORT}`;
const PASSWORD = "bench-password";
const USERS = ["admin", "manager", "readonly", "payroll", "employee"].map((u) => `${u}@demo.test`);
const PATHS = ["/api/employees/list", "/api/notifications/getUnseenCount", "/api/teams/list"];
const SETTLE_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sum of VmRSS (MB) over `root` and every process below it. */
function treeRssMb(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 2nd field after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  let kb = 0;
  const visit = (pid: number) => {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += Number(match?.[1] ?? 0);
    } catch {
      return;
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return kb / 1024;
}

type Target = { name: string; env: Record<string, string | undefined>; cleanup: () => Promise<void> };

async function embeddedTarget(ownThread = false): Promise<Target> {
  const dataDir = mkdtempSync(path.join(ROOT, ".data-bench-embedded-"));
  return {
    name: ownThread ? "embedded, PGlite in its own thread" : "embedded (PGlite)",
    env: { DATABASE_URL: undefined, DATA_DIR: dataDir, HR_PGLITE_THREAD: ownThread ? "1" : undefined },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(ROOT, ".data-bench-pgload-"));
  const dbName = `hr_bench_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${BENCH_PG}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: `${BENCH_PG}/${dbName}`, DATA_DIR: dataDir },
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm start` in a process group of its own (so the whole tree can be stopped). */
function startApp(env: Record<string, string | undefined>): ChildProcess {
  const merged: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, PORT: String(PORT), DEMO_PASSWORD: PASSWORD, ...env }))
    if (v !== undefined) merged[k] = v;
  return spawn("npm", ["start"], {
    cwd: ROOT,
    env: merged as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stopApp(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null) return;
  const exited = new Promise((r) => app.once("exit", r));
  process.kill(-app.pid!, "SIGTERM");
  const timer = setTimeout(() => {
    try {
      process.kill(-app.pid!, "SIGKILL");
    } catch {
      /* already gone */
    }
  }, 15_000);
  await exited;
  // npm exits before the server below it has closed its database connections: wait for the whole group.
  const groupAlive = () => {
    try {
      process.kill(-app.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (groupAlive()) await sleep(200);
  clearTimeout(timer);
}

/** Each user with the list paths that answer 200 for them (a path a role may not read is left out, and said). */
async function signIn(): Promise<{ cookie: string; paths: string[]; user: string }[]> {
  const sessions = [];
  for (const user of USERS) {
    const cookie = await signInOverHttp(BASE, user, PASSWORD);
    const paths: string[] = [];
    for (const p of PATHS) {
      const res = await fetch(`${BASE}${p}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.ok) paths.push(p);
      else console.log(`  ${user}: ${p} answers ${res.status}; left out of this user's requests`);
    }
    if (paths.length) sessions.push({ cookie, paths, user });
  }
  if (!sessions.length) throw new Error("no demo user could read any list path");
  return sessions;
}

type RunResult = { reqPerSec: number; p50: number; p95: number; p99: number; errors: number; peakMb: number };

/** CONNECTIONS connections for SECONDS, shared out over the sessions; samples the tree's RSS every second. */
async function loadRun(root: number, sessions: Awaited<ReturnType<typeof signIn>>): Promise<RunResult> {
  const latencies: number[] = [];
  let errors = 0;
  let peakMb = treeRssMb(root);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(root))), 1000);
  const started = performance.now();
  const results = await Promise.all(
    sessions.map((s, i) => {
      const connections = Math.floor(CONNECTIONS / sessions.length) + (i < CONNECTIONS % sessions.length ? 1 : 0);
      return new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: BASE,
            connections,
            duration: SECONDS,
            timeout: 30,
            headers: { cookie: s.cookie },
            requests: s.paths.map((p) => ({ method: "GET" as const, path: p })),
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        instance.on("response", (_client, status, _bytes, ms) => {
          latencies.push(ms);
          if (status < 200 || status >= 300) errors++;
        });
      });
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  for (const r of results) errors += r.errors + r.timeouts;
  return {
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
    peakMb,
  };
}

async function benchTarget(target: Target): Promise<string[][]> {
  const rows: string[][] = [];
  const app = startApp(target.env);
  try {
    await waitForServer(`${BASE}/login`);
    // The job workers start right after the server answers; let them and the first page settle.
    await sleep(SETTLE_MS);
    const idleMb = treeRssMb(app.pid!);
    const sessions = await signIn();
    console.log(
      `  ${target.name}: ${sessions.length} users, ${CONNECTIONS} connections, ${RUNS} x ${SECONDS} s, idle ${idleMb.toFixed(0)} MB`,
    );
    rows.push([`${target.name}: idle after start`, "", "", "", "", "", idleMb.toFixed(0), ""]);
    const afterMb: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const r = await loadRun(app.pid!, sessions);
      await sleep(SETTLE_MS);
      afterMb.push(treeRssMb(app.pid!));
      rows.push([
        `${target.name}: run ${run}`,
        r.reqPerSec.toFixed(0),
        r.p50.toFixed(0),
        r.p95.toFixed(0),
        r.p99.toFixed(0),
        String(r.errors),
        r.peakMb.toFixed(0),
        afterMb.at(-1)!.toFixed(0),
      ]);
    }
    if (afterMb.length > 1) {
      const growth = afterMb.at(-1)! - afterMb[0]!;
      rows.push([
        `${target.name}: leak check (after last - after first run, MB)`,
        "",
        "",
        "",
        "",
        "",
        "",
        `${growth >= 0 ? "+" : ""}${growth.toFixed(0)}`,
      ]);
    }
  } finally {
    await stopApp(app);
    await target.cleanup();
  }
  return rows;
}

runBench(async () => {
  const rows: string[][] = [];
  for (const name of DATABASES) {
    const target = name === "postgres" ? await postgresTarget() : await embeddedTarget(name === "embedded-thread");
    rows.push(...(await benchTarget(target)));
  }
  reportTable(
    {
      title: `Embedded default under load: npm start, ${CONNECTIONS} connections, ${RUNS} x ${SECONDS} s on list calls (targets: embedded >= 300 req/s, p95 < 1000 ms, 0 errors; tree RSS idle < 400 MB, under load < 800 MB)`,
      header: ["req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "peak MB", "after MB"],
      rows,
    },
    56,
  );
});
