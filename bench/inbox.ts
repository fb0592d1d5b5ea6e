// Benchmark for /inbox (issue 22), on the built app over HTTP against a throwaway PostgreSQL database: the
// demo manager (team_only) gets 1,000 people in the team they manage, reporting to them, with 5,000 pending
// items they decide (4,000 leave requests, 1,000 submitted expense claims); HR's kinds add 500 commute and
// 500 wage requests for the admin. Then, sequentially: the /inbox page (server render, whole HTML) for the
// manager, the manager's last page of leave, GET /api/inbox/pendingCount for the manager, and both for the admin.
// Targets (issue 22): /inbox under 300 ms, pendingCount p95 under 20 ms at this size.
//
//   npx next build && npx tsx bench/inbox.ts
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_ROUNDS (default 40), BENCH_QUICK=1 (100 people, 500 items),
// BENCH_EXPLAIN=1: also prints every SQL statement that pendingCount and one /inbox render send (manager and
// admin) with its EXPLAIN (ANALYZE, BUFFERS) time, and the full plan of those over 2 ms (the app logs its
// statements, lib/db/query-log.ts, which costs a little on every request: time without it).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { PASSWORD, printTable, runBench, timeIt, withBenchApp } from "./support/bench-app";
import { signInOverHttp } from "../tests/support/sign-in-over-http";

const QUICK = Boolean(process.env.BENCH_QUICK);
const PEOPLE = QUICK ? 100 : 1_000;
const LEAVE_PER_PERSON = 4;
const HR_ITEMS = PEOPLE / 2;
const queryLog = process.env.BENCH_EXPLAIN
  ? path.join(mkdtempSync(path.join(os.tmpdir(), "inbox-sql-")), "q.jsonl")
  : null;
const logEnv: Record<string, string> = queryLog ? { DB_QUERY_LOG: queryLog, DB_QUERY_LOG_IN_PRODUCTION: "bench" } : {};

/** The statements one call sends, each with its EXPLAIN (ANALYZE, BUFFERS) time; the plans of the slow ones. */
async function explainCall(sql: pg.Client, label: string, call: () => Promise<unknown>) {
  writeFileSync(queryLog!, "");
  await call();
  const statements = readFileSync(queryLog!, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { sql: string; params: unknown[] });
  console.log(`\n${label} sent ${statements.length} statements:`);
  for (const q of statements) {
    if (!/^\s*(SELECT|WITH)\b/i.test(q.sql)) continue;
    const text = (await sql.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params)).rows.map((r) => r["QUERY PLAN"]);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(text.at(-1) ?? "")?.[1] ?? 0);
    console.log(`  ${ms.toFixed(2)} ms  ${q.sql.replace(/\s+/g, " ").slice(0, 140)}`);
    if (ms > 2) console.log(`${q.sql}\n${JSON.stringify(q.params)}\n${text.map((l) => `      ${l}`).join("\n")}`);
  }
}

runBench(() =>
  withBenchApp({ name: "inbox", env: logEnv }, async ({ base, sql, groupId, get }) => {
    const manager = (
      await sql.query(
        `SELECT m.id, m.employee_id, tm.team_id FROM membership m JOIN "user" u ON u.id = m.user_id
           JOIN team_manager tm ON tm.membership_id = m.id
          WHERE u.email = 'manager@demo.test' AND m.group_id = $1 LIMIT 1`,
        [groupId],
      )
    ).rows[0] as { id: number; employee_id: number; team_id: number };
    const people = (
      await sql.query(
        `INSERT INTO employee (group_id, team_id, reports_to_id, first_name, last_name, payroll_push_method,
           is_sensitive, created_at, updated_at, start_date)
         SELECT $1::int, $2::int, $3::int, 'Inbox', 'Person ' || lpad(g::text, 4, '0'), 'automatic', false, now(),
                now(), '2015-01-01'
           FROM generate_series(1, $4::int) g RETURNING id`,
        [groupId, manager.team_id, manager.employee_id, PEOPLE],
      )
    ).rows.map((r) => r.id as number);
    const vacation = (
      await sql.query("SELECT id FROM day_off_type WHERE group_id = $1 AND kind = 'vacation' LIMIT 1", [groupId])
    ).rows[0].id;
    await sql.query(
      `INSERT INTO leave_request (group_id, employee_id, day_off_type_id, start_date, end_date, amount, status,
         requested_by_user_id, created_at, updated_at)
       SELECT $1::int, e, $2::int, DATE '2027-01-04' + k * 14, DATE '2027-01-05' + k * 14, 2, 'pending',
              'bench', now() - make_interval(mins => k), now()
         FROM unnest($3::int[]) e, generate_series(0, $4::int - 1) k`,
      [groupId, vacation, people, LEAVE_PER_PERSON],
    );
    // Split approvals (the multiple-managers flag) on a quarter of the leave: the manager's own still open
    // beside another manager's answer, so they all still wait for the manager and the approvals test in the
    // count reads real rows.
    const other = (
      await sql.query(
        `SELECT id FROM membership WHERE group_id = $1 AND id <> $2 AND status = 'enabled' ORDER BY id LIMIT 1`,
        [groupId, manager.id],
      )
    ).rows[0].id as number;
    await sql.query(
      `INSERT INTO leave_approval (request_id, membership_id, decision, decided_at)
       SELECT r.id, m.id, CASE WHEN m.id = $2 THEN NULL ELSE 'approved' END, CASE WHEN m.id = $2 THEN NULL ELSE now() END
         FROM leave_request r CROSS JOIN (VALUES ($2::int), ($3::int)) m(id)
        WHERE r.group_id = $1 AND r.requested_by_user_id = 'bench' AND r.id % 4 = 0`,
      [groupId, manager.id, other],
    );
    await sql.query(
      `INSERT INTO expense_claim (group_id, employee_id, kind, status, category, expense_date, description,
         currency, amount, vat_amount, exchange_rate, amount_eur_cents, submitted_at, updated_at)
       SELECT $1::int, e, 'expense', 'submitted', 'meals', DATE '2026-11-02', 'Bench claim', 'EUR', 12.5, 2.17, 1,
              1250, now(), now()
         FROM unnest($2::int[]) e`,
      [groupId, people],
    );
    await sql.query(
      `INSERT INTO commute_request (group_id, employee_id, requested_by_user_id, mode, km_per_day, days_per_month,
         updated_at)
       SELECT $1::int, e, 'bench', 'bike', 12, 20, now() FROM unnest($2::int[]) e LIMIT $3`,
      [groupId, people, HR_ITEMS],
    );
    await sql.query(
      `INSERT INTO wage_request (group_id, employee_id, requested_by_user_id, proposed_bruto_cents, effective_date,
         motivation, updated_at)
       SELECT $1::int, e, 'bench', 350000, DATE '2027-01-01', 'Bench', now() FROM unnest($2::int[]) e LIMIT $3`,
      [groupId, people, HR_ITEMS],
    );
    await sql.query("ANALYZE");

    const managerCookie = await signInOverHttp(base, "manager@demo.test", PASSWORD);
    const asManager = async (url: string) => {
      const res = await fetch(`${base}${url}`, { headers: { cookie: managerCookie } });
      if (!res.ok) throw new Error(`${url} as the manager: ${res.status}`);
      return res;
    };
    const managerTotal = (await (await asManager("/api/inbox/pendingCount")).json()).total as number;
    const adminTotal = (await (await get("/api/inbox/pendingCount")).json()).total as number;
    const lastLeavePage = Math.ceil((PEOPLE * LEAVE_PER_PERSON) / 10);
    if (queryLog) {
      await explainCall(sql, "pendingCount, manager", () => asManager("/api/inbox/pendingCount").then((r) => r.json()));
      await explainCall(sql, "/inbox, manager", () => asManager("/inbox").then((r) => r.text()));
      await explainCall(sql, "pendingCount, admin", () => get("/api/inbox/pendingCount").then((r) => r.json()));
      await explainCall(sql, "/inbox, admin", () => get("/inbox").then((r) => r.text()));
    }
    const rows = [
      await timeIt(`/inbox, manager (${PEOPLE} people, ${managerTotal} pending)`, async () =>
        (await asManager("/inbox")).text(),
      ),
      await timeIt(`/inbox?kind=leave&page=${lastLeavePage}, manager`, async () =>
        (await asManager(`/inbox?kind=leave&page=${lastLeavePage}`)).text(),
      ),
      await timeIt("/api/inbox/pendingCount, manager", async () => (await asManager("/api/inbox/pendingCount")).json()),
      await timeIt(`/inbox, admin (${adminTotal} pending, every kind)`, async () => (await get("/inbox")).text()),
      await timeIt("/api/inbox/pendingCount, admin", async () => (await get("/api/inbox/pendingCount")).json()),
    ];
    printTable(`Inbox (${PEOPLE} people managed, ${managerTotal} pending for the manager)`, rows);
  }),
);
