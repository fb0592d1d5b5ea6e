// What the HTTP benchmarks share: a throwaway PostgreSQL database, the built app started on it (seeded
// with the demo companies), a signed-in admin, a plain `pg` client for the same-rows SQL, sequential
// timing with p50/p95, and the printed table. Each benchmark adds only its data and its measurements.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { reportTable } from "./report";
import { signInOverHttp, waitForServer } from "../../tests/support/sign-in-over-http";

export const ROOT = path.resolve(__dirname, "../..");
export const BENCH_PG = process.env.BENCH_PG ?? "postgresql://postgres@127.0.0.1:5432";
export const BENCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
export const PASSWORD = "bench-password";

export type BenchApp = {
  base: string;
  databaseUrl: string;
  /** Plain SQL on the bench database. */
  sql: pg.Client;
  /** The demo admin's Cookie header and their current group. */
  cookie: string;
  groupId: number;
  /** GET on the app as the admin; throws on an error status. */
  get: (url: string) => Promise<Response>;
  /** CPU seconds (user + system) the app's processes have used so far (Linux /proc; 0 elsewhere). */
  cpuSeconds: () => number;
};

/** CPU seconds of a process and all its descendants, from /proc (a figure that a busy machine barely skews). */
export function treeCpuSeconds(rootPid: number): number {
  if (process.platform !== "linux") return 0;
  const tick = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / tick });
    } catch {
      /* the process ended meanwhile */
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    total += stats.get(pid)?.cpu ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) queue.push(child);
  }
  return total;
}

export async function withBenchApp(
  /** inspectPort: start the app with the inspector there (bench/support/cpu-profile.ts profiles it). */
  options: { name: string; env?: Record<string, string>; inspectPort?: number },
  run: (app: BenchApp) => Promise<void>,
): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 3420);
  const base = `http://localhost:${port}`;
  const dbName = `hr_bench_${options.name}_${Date.now()}`;
  const databaseUrl = `${BENCH_PG}/${dbName}`;
  const admin = new pg.Client({ connectionString: `${BENCH_PG}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const inspect = options.inspectPort ? [`--inspect=127.0.0.1:${options.inspectPort}`] : [];
  // With the inspector, tsx runs in the app's own process (`--import tsx`), so the profile is the app's.
  const args = inspect.length
    ? [...inspect, "--import", "tsx", "scripts/start.ts"]
    : [require.resolve("tsx/cli"), "scripts/start.ts"];
  const app = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: path.join(ROOT, `.data-bench-${options.name}`),
      DEMO_PASSWORD: PASSWORD,
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const sql = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitForServer(`${base}/login`);
    await sql.connect();
    const cookie = await signInOverHttp(base, "admin@demo.test", PASSWORD);
    const get = async (url: string) => {
      const res = await fetch(`${base}${url}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res;
    };
    const groupId = (await (await get("/user/details")).json()).group_id as number;
    const cpuSeconds = () => (app.pid ? treeCpuSeconds(app.pid) : 0);
    await run({ base, databaseUrl, sql, cookie, groupId, get, cpuSeconds });
  } finally {
    await sql.end().catch(() => undefined);
    app.kill("SIGTERM");
    await new Promise((r) => app.once("exit", r));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Times `rounds` sequential runs after a short warm-up: [label, p50 ms, p95 ms]. */
export async function timeIt(label: string, run: () => Promise<unknown>, rounds = BENCH_ROUNDS): Promise<string[]> {
  for (let i = 0; i < Math.min(3, rounds); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return [label, percentile(times, 0.5).toFixed(1), percentile(times, 0.95).toFixed(1)];
}

/** A table of timeIt rows ([label, p50, p95]), printed and recorded (see ./report). */
export function printTable(title: string, rows: string[][], labelWidth?: number): void {
  reportTable({ title, header: ["p50 ms", "p95 ms"], rows }, labelWidth);
}

/** Runs a benchmark's main and exits non-zero on failure. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
