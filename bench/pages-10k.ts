// Benchmark: page render at scale (issue 18), on the built app over HTTP with PostgreSQL: the demo company
// grown to 10,000+ people (prisma/seed/bulk-people.ts: 10 teams of 1,000), a third of them with leave in
// the month shown. Under 10 connections (autocannon), as the demo admin:
//   GET /people                                 page 1 of the directory of 10,000 people;
//   GET /calendar?team_id=…&year=…&month=…       the month grid of one 1,000-person team;
//   GET /manifest.webmanifest                     static, the machine's own speed in the same run.
// Printed: requests/s (median of the bursts), p50/p95 over every response (target: p95 < 300 ms), the server's
// CPU ms per page over sequential requests, HTML size. NEXT_DIST_DIR picks the build (.next-before for a before run).
//
//   npx next build && npx tsx bench/pages-10k.ts
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_SECONDS (per burst, default 3), BENCH_ROUNDS (default 4),
// BENCH_CONNECTIONS (default 10), BENCH_QUICK=1 (1 round).
import { gzipSync } from "node:zlib";
import { percentile, runBench, withBenchApp } from "./support/bench-app";
import { measureBurst, median } from "./support/burst";
import { reportTable } from "./support/report";

const quick = Boolean(process.env.BENCH_QUICK);
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 3));
const rounds = quick ? 1 : Number(process.env.BENCH_ROUNDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PEOPLE = 10_000;
const YEAR = 2027;
const MONTH = 3;
// The app and the seeding here must encrypt national numbers and IBANs with the same key.
const encryptionKey = process.env.APP_ENCRYPTION_KEY ?? Buffer.alloc(32, 7).toString("base64");

async function seed(databaseUrl: string, groupId: number): Promise<number[]> {
  process.env.DATABASE_URL = databaseUrl;
  process.env.APP_ENCRYPTION_KEY = encryptionKey;
  const { db } = await import("@/lib/db/client");
  const { seedTenThousand } = await import("@/prisma/seed/bulk-people");
  const { teamIds } = await seedTenThousand(db, { groupId, count: PEOPLE, teams: 10 });
  await db.$disconnect();
  return teamIds;
}

runBench(() =>
  withBenchApp({ name: "pages10k", env: { APP_ENCRYPTION_KEY: encryptionKey } }, async (app) => {
    const { sql, groupId, databaseUrl } = app;
    await app.get("/api/day_off_types/list"); // creates the group's types
    const teamIds = await seed(databaseUrl, groupId);
    const vacation = (
      await sql.query("SELECT id FROM day_off_type WHERE group_id = $1 AND kind = 'vacation'", [groupId])
    ).rows[0].id;
    // Two days of leave in the month for a third of the people, approved or pending.
    await sql.query(
      `INSERT INTO leave_request (group_id, employee_id, day_off_type_id, start_date, end_date, amount, status, requested_by_user_id, created_at, updated_at)
       SELECT $1::int, e.id, $2::int, make_date($3::int, $4::int, 2 + (e.id % 10)), make_date($3::int, $4::int, 3 + (e.id % 10)), 2,
         CASE WHEN e.id % 2 = 0 THEN 'approved' ELSE 'pending' END::"LeaveRequestStatus", 'bench', now(), now()
       FROM employee e WHERE e.group_id = $1::int AND e.id % 3 = 0`,
      [groupId, vacation, YEAR, MONTH],
    );
    await sql.query("ANALYZE");
    const total = Number(
      (await sql.query("SELECT count(*) FROM employee WHERE group_id = $1 AND deleted_at IS NULL", [groupId])).rows[0]
        .count,
    );
    const teamSize = Number(
      (await sql.query("SELECT count(*) FROM employee WHERE team_id = $1 AND deleted_at IS NULL", [teamIds[0]])).rows[0]
        .count,
    );
    const routes: [string, string, boolean][] = [
      [`GET /people (${total} people)`, "/people", true],
      [
        `GET /calendar month of a ${teamSize}-person team`,
        `/calendar?view=month&team_id=${teamIds[0]}&year=${YEAR}&month=${MONTH}`,
        true,
      ],
      ["GET /manifest.webmanifest", "/manifest.webmanifest", false],
    ];
    const sizes = new Map<string, string>();
    const cpuMs = new Map<string, string>();
    for (const [, url, signedIn] of routes) {
      if (!signedIn) continue;
      const html = Buffer.from(await (await app.get(url)).arrayBuffer());
      const rows = (html.toString().match(/scope="row"/g) ?? []).length;
      sizes.set(
        url,
        ` ${(html.length / 1024).toFixed(0)} KB, gzip ${(gzipSync(html).length / 1024).toFixed(0)} KB, ${rows} rows`,
      );
      for (let i = 0; i < 5; i++) await app.get(url);
      // The server's CPU per page, one request at a time: the figure a loaded machine distorts least.
      const cpu0 = app.cpuSeconds();
      for (let i = 0; i < 5; i++) await (await app.get(url)).arrayBuffer();
      cpuMs.set(url, (((app.cpuSeconds() - cpu0) * 1000) / 5).toFixed(0));
    }
    const samples = new Map(routes.map(([, url]) => [url, { rps: [] as number[], latencies: [] as number[] }]));
    for (let round = 0; round < rounds; round++)
      for (const [, url, signedIn] of routes) {
        const burst = await measureBurst(`${app.base}${url}`, {
          connections,
          seconds,
          cookie: signedIn ? app.cookie : undefined,
        });
        samples.get(url)!.rps.push(burst.rps);
        samples.get(url)!.latencies.push(...burst.latencies);
      }
    reportTable(
      {
        title: `Page render at 10,000 people on PostgreSQL: ${connections} connections, median of ${rounds} bursts of ${seconds} s (target: p95 < 300 ms)`,
        header: ["req/s", "p50 ms", "p95 ms", "CPU ms/page", "HTML"],
        rows: routes.map(([label, url]) => {
          const s = samples.get(url)!;
          const pct = (q: number) => (s.latencies.length ? percentile(s.latencies, q).toFixed(1) : "none");
          return [label, median(s.rps).toFixed(1), pct(0.5), pct(0.95), cpuMs.get(url) ?? "", sizes.get(url) ?? ""];
        }),
      },
      56,
    );
  }),
);
