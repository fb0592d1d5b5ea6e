// Benchmark: GET /api/teams/listWithCounts on the built app (session check, rights, query, JSON) versus
// the same query through plain `pg`, in one run on one PostgreSQL database, printed side by side.
//
//   npm run bench            (needs a build: `npx next build`; uses PostgreSQL at BENCH_PG, default
//                             postgresql://postgres@127.0.0.1:5432, in a throwaway database)
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3400).
// The fair comparison (the same session lookup, over HTTP) is bench/api-overhead.ts; this one is the raw SQL.
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { reportTable } from "./support/report";
import { signInOverHttp, waitForServer } from "../tests/support/sign-in-over-http";

const root = path.resolve(__dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3400);
const server = process.env.BENCH_PG ?? "postgresql://postgres@127.0.0.1:5432";
const dbName = `hr_bench_${Date.now()}`;
const databaseUrl = `${server}/${dbName}`;
const base = `http://localhost:${port}`;

const SQL = `SELECT t.id, t.name, count(e.id) FILTER (WHERE e.deleted_at IS NULL)::int AS employee_count
  FROM team t LEFT JOIN employee e ON e.team_id = t.id
  WHERE t.group_id = $1 GROUP BY t.id ORDER BY t.name, t.id`;

async function main() {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const app = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: path.join(root, ".data-bench"),
      DEMO_PASSWORD: "bench-password",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await waitForServer(`${base}/login`);
    const cookie = await signInOverHttp(base, "admin@demo.test", "bench-password");
    const groupId = (await (await fetch(`${base}/user/details`, { headers: { cookie } })).json()).group_id;

    const appRun = await autocannon({
      url: `${base}/api/teams/listWithCounts`,
      headers: { cookie },
      connections,
      duration: seconds,
    });
    if (appRun.non2xx > 0) throw new Error(`${appRun.non2xx} non-2xx answers from the app`);
    const appBytes = Number(
      (await (await fetch(`${base}/api/teams/listWithCounts`, { headers: { cookie } })).text()).length,
    );

    const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
    const pgRun = await runPg(pool, groupId);
    await pool.end();

    reportTable({
      title: `GET /api/teams/listWithCounts vs the same SQL through pg (no HTTP, no session): ${connections} connections, ${seconds} s each, PostgreSQL, demo company; response ${appBytes} bytes`,
      header: ["app (HTTP)", "plain pg", "ratio pg/app"],
      rows: [
        [
          "requests/s",
          appRun.requests.average.toFixed(0),
          pgRun.rps.toFixed(0),
          (pgRun.rps / appRun.requests.average).toFixed(1) + "x",
        ],
        ["p95 latency ms", percentileFromHistogram(appRun), pgRun.p95.toFixed(2), ""],
        ["p50 latency ms", String(appRun.latency.p50), pgRun.p50.toFixed(2), ""],
      ],
    });
  } finally {
    app.kill("SIGTERM");
    await new Promise((r) => app.once("exit", r));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

// autocannon reports p90/p97.5/p99 but not p95; interpolate between p90 and p97.5.
function percentileFromHistogram(run: autocannon.Result): string {
  const { p90, p97_5 } = run.latency as unknown as Record<string, number>;
  return (p90! + ((p97_5! - p90!) * (95 - 90)) / (97.5 - 90)).toFixed(2);
}

async function runPg(pool: pg.Pool, groupId: number) {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        await pool.query(SQL, [groupId]);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: at(50), p95: at(95) };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
