// Benchmark: SaaS scale. Many companies in one PostgreSQL database (default 2,000 companies, 500,000 people,
// a million leave requests, half a million documents, 100,000 notifications; bench/support/scale-seed.ts),
// then the built app, signed in as the admin of one 50-person company among them: p50/p95 of its hot calls
// and pages, and for every SQL statement each call sends (captured with DB_QUERY_LOG, lib/db/query-log.ts)
// EXPLAIN (ANALYZE, BUFFERS): how each table is reached (an index led by group_id, a key, or a sequential
// scan over every company's rows) and how many rows it read. Target: p95 under 20 ms and no statement that
// reads other companies' rows.
//
//   npx next build && npx tsx bench/saas-scale.ts                       full size (seeding takes minutes)
//   BENCH_QUICK=1 npx tsx bench/saas-scale.ts                           50 companies, 5,000 people (in npm run bench)
// Env: SCALE_COMPANIES, SCALE_EMPLOYEES (override the sizes), SCALE_FORCE_INDEX=1|0 (explain with sequential scans
// priced out; default on at the quick size only), SCALE_SHOW_SQL=1 (print each unbounded statement), BENCH_PG,
// BENCH_PORT, BENCH_ROUNDS (default 40).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { reportTable } from "./support/report";
import { PASSWORD, runBench, timeIt, withBenchApp } from "./support/bench-app";
import { explainable, explainStatement, isBounded, loadIndexes, type Explained } from "./support/explain-scope";
import { seedCompanies } from "./support/scale-seed";
import { signInOverHttp } from "../tests/support/sign-in-over-http";

const quick = Boolean(process.env.BENCH_QUICK);
const companies = Number(process.env.SCALE_COMPANIES ?? (quick ? 50 : 2_000));
const employees = Number(process.env.SCALE_EMPLOYEES ?? (quick ? 5_000 : 500_000));
const forceIndex = process.env.SCALE_FORCE_INDEX ? process.env.SCALE_FORCE_INDEX === "1" : quick;
const YEAR = 2026;
const MONTH = 6;
const queryLog = path.join(mkdtempSync(path.join(os.tmpdir(), "saas-scale-")), "queries.jsonl");

type Logged = { sql: string; params: unknown[] };

function readLog(): Logged[] {
  return readFileSync(queryLog, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Logged);
}

runBench(() =>
  withBenchApp(
    { name: "saas_scale", env: { DB_QUERY_LOG: queryLog, DB_QUERY_LOG_IN_PRODUCTION: "bench" } },
    async ({ base, sql }) => {
      const hash = (await sql.query(`SELECT password_hash FROM "user" WHERE email = 'admin@demo.test'`)).rows[0]
        .password_hash;
      const t0 = performance.now();
      const target = await seedCompanies(sql, { companies, employees, targetSize: 50, year: YEAR, month: MONTH }, hash);
      const seedSeconds = (performance.now() - t0) / 1000;
      const counts = (
        await sql.query(
          `SELECT (SELECT count(*) FROM "group") AS groups, (SELECT count(*) FROM employee) AS employees,
           (SELECT count(*) FROM leave_request) AS leave, (SELECT count(*) FROM file) AS files,
           (SELECT count(*) FROM notification) AS notifications`,
        )
      ).rows[0];

      const cookie = await signInOverHttp(base, target.adminEmail, PASSWORD);
      const get = async (url: string) => {
        const res = await fetch(`${base}${url}`, { headers: { cookie }, redirect: "manual" });
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        return res.text();
      };
      const calls: [string, string][] = [
        ["GET /api/employees/list", "/api/employees/list?name_order=first_last"],
        ["GET /api/employees/list?search=peet", "/api/employees/list?search=peet"],
        ["GET /api/search?keyword=jans", "/api/search?keyword=jans"],
        ["GET /api/teams/listWithCounts", "/api/teams/listWithCounts"],
        ["GET /api/calendar/month", `/api/calendar/month?year=${YEAR}&month=${MONTH}`],
        ["GET /api/files/company_wide/0/list", "/api/files/company_wide/0/list"],
        ["GET /api/files/employee/{id}/list", `/api/files/employee/${target.employeeId}/list`],
        ["GET /api/notifications/getUnseenCount", "/api/notifications/getUnseenCount"],
        ["GET /api/inbox/pendingCount", "/api/inbox/pendingCount"],
        ["GET /people", "/people"],
        ["GET /calendar", `/calendar`],
        ["GET /documents", "/documents"],
        ["GET /inbox", "/inbox"],
        ["GET /dashboard", "/dashboard"],
      ];

      const indexes = await loadIndexes(sql);
      // At the quick size every table is small enough that PostgreSQL rightly prefers a sequential scan, which
      // says nothing about 500,000 rows; with sequential scans priced out, a remaining one means no index can
      // serve the statement at all. The full size explains the plans PostgreSQL really picks.
      if (forceIndex) await sql.query("SET enable_seqscan = off");
      const rows: string[][] = [];
      // table + access -> the calls that used it, the most rows one statement read that way, one statement.
      const unbounded = new Map<string, { calls: Set<string>; rows: number; sql: string }>();
      for (const [label, url] of calls) {
        await get(url); // warm-up (lazy per-group rows, compiled routes)
        writeFileSync(queryLog, "");
        await get(url);
        const statements = readLog().filter((q) => explainable(q.sql));
        const explained: Explained[] = [];
        for (const q of statements) explained.push(await explainStatement(sql, q.sql, q.params, indexes));
        const [, p50, p95] = await timeIt(label, () => get(url));
        const bad = explained.filter((e) => !e.bounded);
        // Listed: every access that is not company-bounded, and scans of nearly empty tables (for the record).
        for (const e of explained) {
          const accesses = e.error
            ? [{ table: "(EXPLAIN failed)", how: e.error, rowsRead: 0 }]
            : e.accesses.filter((a) => !isBounded(a) || a.how === "SEQ small");
          for (const a of accesses) {
            const entry = unbounded.get(`${a.table}\t${a.how}`) ?? { calls: new Set(), rows: 0, sql: e.sql };
            entry.calls.add(label.replace(/^GET /, ""));
            if (a.rowsRead >= entry.rows) Object.assign(entry, { rows: a.rowsRead, sql: e.sql });
            unbounded.set(`${a.table}\t${a.how}`, entry);
          }
        }
        rows.push([
          label,
          p50!,
          p95!,
          String(explained.length),
          String(explained.reduce((sum, e) => sum + e.rowsRead, 0)),
          String(Math.max(0, ...explained.map((e) => e.rowsRead))),
          bad.length ? `NO (${bad.length})` : "yes",
        ]);
      }
      reportTable(
        {
          title:
            `SaaS scale on PostgreSQL: ${counts.groups} companies, ${counts.employees} people, ${counts.leave} leave requests, ` +
            `${counts.files} documents, ${counts.notifications} notifications (seeded in ${seedSeconds.toFixed(0)} s); ` +
            `admin of a ${target.people}-person company, sequential requests over HTTP; rows read = EXPLAIN ANALYZE of every ` +
            `statement the call sent${forceIndex ? " (sequential scans priced out)" : ""}; bounded = every table reached by a ` +
            `group_id-led index or a key (target p95 < 20 ms)`,
          header: ["p50 ms", "p95 ms", "statements", "rows read", "max/stmt", "bounded"],
          rows,
        },
        40,
      );
      if (unbounded.size) {
        reportTable(
          {
            title:
              `SaaS scale: table accesses not led by group_id or a key (SEQ = sequential scan; SEQ small = a table with ` +
              `under 1,000 rows in the whole database, not counted as unbounded)${forceIndex ? ", sequential scans priced out" : ""}`,
            header: ["max rows", "calls"],
            rows: [...unbounded].map(([key, e]) => [key.replace("\t", " "), String(e.rows), [...e.calls].join(" ")]),
          },
          48,
        );
        if (process.env.SCALE_SHOW_SQL)
          for (const [key, e] of unbounded) console.log(`\n${key}:\n  ${e.sql.replace(/\s+/g, " ").slice(0, 600)}`);
      }
    },
  ),
);
