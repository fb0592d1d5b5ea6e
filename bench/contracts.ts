// Benchmark for contracts and Dimona (issue 21), on the built app over HTTP with PostgreSQL: the demo company
// grown to 10,000+ people (prisma/seed/bulk-people.ts: 10 teams of 1,000), each with a contract (one in seven
// ending within 25-85 days, a third of those student contracts), then, as the demo admin, one request at a time:
//   GET /contracts                          page 1 of the list, server-rendered (target: < 300 ms);
//   GET /contracts?ending=30 / ?type=student / ?team=… / ?page=100   the filters and a deep page;
//   GET /api/contracts/list                 the same list as JSON;
//   POST …/belgium_only/addDimona dry_run   a student IN checked and answered, nothing sent (target: < 50 ms).
// Printed: p50/p95 of sequential requests and the server's CPU ms per request.
//
//   npx next build && npx tsx bench/contracts.ts
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_ROUNDS (default 40), BENCH_QUICK=1 (1,000 people, few rounds),
// BENCH_EXPLAIN=1: also lists every SQL statement one /contracts render sends, with its EXPLAIN ANALYZE time
// (the app logs its statements, lib/db/query-log.ts, which costs a little on every request).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile, runBench, withBenchApp, BENCH_ROUNDS } from "./support/bench-app";
import { reportTable } from "./support/report";

const quick = Boolean(process.env.BENCH_QUICK);
const PEOPLE = quick ? 1_000 : 10_000;
// The app and the seeding here must encrypt national numbers and IBANs with the same key.
const encryptionKey = process.env.APP_ENCRYPTION_KEY ?? Buffer.alloc(32, 7).toString("base64");
const queryLog = process.env.BENCH_EXPLAIN
  ? path.join(mkdtempSync(path.join(os.tmpdir(), "contracts-sql-")), "q.jsonl")
  : null;
const logEnv: Record<string, string> = queryLog ? { DB_QUERY_LOG: queryLog, DB_QUERY_LOG_IN_PRODUCTION: "bench" } : {};

async function seedPeople(databaseUrl: string, groupId: number): Promise<number[]> {
  process.env.DATABASE_URL = databaseUrl;
  process.env.APP_ENCRYPTION_KEY = encryptionKey;
  const { db } = await import("@/lib/db/client");
  const { seedTenThousand } = await import("@/prisma/seed/bulk-people");
  const { teamIds } = await seedTenThousand(db, { groupId, count: PEOPLE, teams: 10 });
  await db.$disconnect();
  return teamIds;
}

/** A valid Belgian national number (born 12/03/2006): check digits 97 - (2 + digits) mod 97. */
function nationalNumber(serial: number) {
  const head = `060312${String(serial).padStart(3, "0")}`;
  return `${head}${String(97 - Number(BigInt(`2${head}`) % 97n)).padStart(2, "0")}`;
}

runBench(() =>
  withBenchApp({ name: "contracts", env: { APP_ENCRYPTION_KEY: encryptionKey, ...logEnv } }, async (app) => {
    const { sql, groupId, databaseUrl, base, cookie } = app;
    const teamIds = await seedPeople(databaseUrl, groupId);
    // A contract for everyone without one (the demo people have theirs from the seed).
    await sql.query(
      `INSERT INTO contract (group_id, employee_id, country, contract_type, employment_type, joint_committee,
         days_per_week, hours_per_week, start_date, end_date, updated_at)
       SELECT e.group_id, e.id, 'BE',
              (CASE WHEN e.id % 7 <> 3 THEN 'open_ended' WHEN e.id % 3 = 0 THEN 'student' ELSE 'fixed_term' END)::"ContractType",
              (CASE WHEN e.id % 4 = 0 THEN 'worker' ELSE 'employee' END)::"EmploymentNature", '200', 5, 38,
              CURRENT_DATE - 400 + (e.id % 300),
              CASE WHEN e.id % 7 = 3 THEN CURRENT_DATE + 25 + (e.id % 3) * 30 END, now()
         FROM employee e
        WHERE e.group_id = $1 AND e.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM contract c WHERE c.employee_id = e.id)`,
      [groupId],
    );
    await sql.query("ANALYZE");
    const count = async (q: string) => Number((await sql.query(q, [groupId])).rows[0].count);
    const people = await count("SELECT count(*) FROM employee WHERE group_id = $1 AND deleted_at IS NULL");
    const contracts = await count("SELECT count(*) FROM contract WHERE group_id = $1");

    const post = async (url: string, body: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const student = await post("/api/employees/add", {
      first_name: "Bench",
      last_name: "Student",
      national_number: nationalNumber(7),
    });
    const today = new Date().toISOString().slice(0, 10);
    const dryRun = {
      employee_id: student.data.employee_id,
      ContractType: "STU",
      Student: true,
      ParCom: "XXX",
      contract_start_date: today,
      contract_end_date: today,
      PlannedHoursNbr: "8",
      dry_run: true,
    };
    const answer = await post("/api/integrations/people/belgium_only/addDimona", dryRun);
    if (answer.anomalies?.some((a: { severity: string }) => a.severity === "error"))
      throw new Error(`the dry run found errors: ${JSON.stringify(answer.anomalies)}`);

    if (queryLog) {
      // The statements of one render of /contracts, each explained (execution time in the database).
      writeFileSync(queryLog, "");
      await (await app.get("/contracts")).text();
      const statements = readFileSync(queryLog, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { sql: string; params: unknown[] });
      console.log(`GET /contracts sent ${statements.length} statements:`);
      for (const q of statements) {
        if (!/^\s*(SELECT|WITH)\b/i.test(q.sql)) {
          console.log(`  (not explained) ${q.sql.slice(0, 100)}`);
          continue;
        }
        const plan = (await sql.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.params)).rows[0]["QUERY PLAN"][0];
        console.log(`  ${plan["Execution Time"].toFixed(2)} ms  ${q.sql.replace(/\s+/g, " ").slice(0, 160)}`);
        // A slow one: its plan in text, to see which node costs the time.
        if (plan["Execution Time"] > 20) {
          const text = (await sql.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params)).rows;
          for (const line of text) console.log(`      ${line["QUERY PLAN"]}`);
        }
      }
    }

    const cases: [string, () => Promise<unknown>][] = [
      [`GET /contracts (${contracts} contracts, ${people} people)`, () => app.get("/contracts").then((r) => r.text())],
      ["GET /contracts?ending=30", () => app.get("/contracts?ending=30").then((r) => r.text())],
      ["GET /contracts?type=student", () => app.get("/contracts?type=student").then((r) => r.text())],
      [`GET /contracts?team=… (1 of 10 teams)`, () => app.get(`/contracts?team=${teamIds[0]}`).then((r) => r.text())],
      ["GET /contracts?page=100", () => app.get("/contracts?page=100").then((r) => r.text())],
      ["GET /api/contracts/list (page of 30)", () => app.get("/api/contracts/list?per_page=30").then((r) => r.json())],
      ["POST addDimona dry_run (STU IN)", () => post("/api/integrations/people/belgium_only/addDimona", dryRun)],
    ];
    const rounds = quick ? 3 : BENCH_ROUNDS;
    const rows: string[][] = [];
    for (const [label, run] of cases) {
      for (let i = 0; i < Math.min(3, rounds); i++) await run();
      const times: number[] = [];
      const cpu0 = app.cpuSeconds();
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
      const cpuMs = ((app.cpuSeconds() - cpu0) * 1000) / rounds;
      rows.push([label, percentile(times, 0.5).toFixed(1), percentile(times, 0.95).toFixed(1), cpuMs.toFixed(0)]);
    }
    reportTable(
      {
        title: `Contracts and Dimona on PostgreSQL, ${rounds} sequential requests each (targets: /contracts < 300 ms, dry run < 50 ms)`,
        header: ["p50 ms", "p95 ms", "CPU ms/req"],
        rows,
      },
      48,
    );
  }),
);
