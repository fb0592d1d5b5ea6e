// Benchmark: the calendar month view for 1,000 people and the balance of one person over 10 years of
// ledger entries, on the built app over HTTP (session, rights, queries, render), each beside the plain SQL
// for the same rows in the same run, on one throwaway PostgreSQL database.
//
//   npx next build && npx tsx bench/calendar-month.ts
// Env: BENCH_PG (default postgresql://postgres@127.0.0.1:5432), BENCH_PORT (default 3420), BENCH_ROUNDS (default 40).
import type pg from "pg";
import { printTable, runBench, timeIt, withBenchApp, BENCH_ROUNDS } from "./support/bench-app";

const PEOPLE = 1000;
const YEAR = 2027;
const MONTH = 3;

async function fill(db: pg.Client, groupId: number) {
  const have = Number(
    (await db.query("SELECT count(*) FROM employee WHERE group_id = $1 AND deleted_at IS NULL", [groupId])).rows[0]
      .count,
  );
  const team = (await db.query("SELECT id FROM team WHERE group_id = $1 ORDER BY id LIMIT 1", [groupId])).rows[0].id;
  await db.query(
    `INSERT INTO employee (group_id, team_id, first_name, last_name, payroll_push_method, is_sensitive, created_at, updated_at, start_date)
     SELECT $1::int, $2::int, 'Bench', 'Person ' || g, 'automatic', false, now(), now(), '2015-01-01' FROM generate_series(1, $3::int) g`,
    [groupId, team, PEOPLE - have],
  );
  const vacation = (await db.query("SELECT id FROM day_off_type WHERE group_id = $1 AND kind = 'vacation'", [groupId]))
    .rows[0].id;
  // Two requests a month for a third of the people.
  await db.query(
    `INSERT INTO leave_request (group_id, employee_id, day_off_type_id, start_date, end_date, amount, status, requested_by_user_id, created_at, updated_at)
     SELECT $1::int, e.id, $2::int, make_date($3::int, $4::int, 2 + (e.id % 10)), make_date($3::int, $4::int, 3 + (e.id % 10)), 2, CASE WHEN e.id % 2 = 0 THEN 'approved' ELSE 'pending' END::"LeaveRequestStatus", 'bench', now(), now()
     FROM employee e WHERE e.group_id = $1::int AND e.id % 3 = 0`,
    [groupId, vacation, YEAR, MONTH],
  );
  // One person with 10 years of ledger: a yearly entitlement, 2 adjustments and ~25 single-day requests a year.
  const person = (await db.query("SELECT id FROM employee WHERE group_id = $1 ORDER BY id LIMIT 1", [groupId])).rows[0]
    .id;
  await db.query(
    `INSERT INTO leave_ledger_entry (group_id, employee_id, day_off_type_id, date, kind, amount, created_at)
     SELECT $1::int, $2::int, $3::int, make_date(y, 1, 1), 'entitlement'::"LeaveLedgerKind", 20, now() FROM generate_series(2017, 2026) y
     UNION ALL SELECT $1::int, $2::int, $3::int, make_date(y, m, 15), 'adjustment'::"LeaveLedgerKind", 0.5, now() FROM generate_series(2017, 2026) y, generate_series(3, 9, 6) m
     UNION ALL SELECT $1::int, $2::int, $3::int, make_date(y, 1, 1) + (d * 14), 'request'::"LeaveLedgerKind", -1, now() FROM generate_series(2017, 2026) y, generate_series(1, 25) d`,
    [groupId, person, vacation],
  );
  const entries = Number(
    (await db.query("SELECT count(*) FROM leave_ledger_entry WHERE employee_id = $1", [person])).rows[0].count,
  );
  return { person, vacation, entries };
}

runBench(() =>
  withBenchApp({ name: "cal" }, async ({ sql: db, groupId, get }) => {
    await get("/api/day_off_types/list"); // creates the group's types
    const { person, vacation, entries } = await fill(db, groupId);
    const page = (url: string) => async () => (await get(url)).text();
    const html = await page(`/calendar?year=${YEAR}&month=${MONTH}`)();
    const people = (html.match(/scope="row"/g) ?? []).length;
    const rows = [
      await timeIt(
        `GET /calendar page (${people} rows, ${Math.round(html.length / 1024)} KB)`,
        page(`/calendar?year=${YEAR}&month=${MONTH}`),
      ),
      await timeIt("GET /api/calendar/month", page(`/api/calendar/month?year=${YEAR}&month=${MONTH}`)),
      await timeIt("  plain SQL: people + month's requests", () =>
        Promise.all([
          db.query(
            "SELECT id, first_name, last_name, team_id FROM employee WHERE group_id = $1 AND deleted_at IS NULL ORDER BY first_name, last_name",
            [groupId],
          ),
          db.query(
            "SELECT id, employee_id, day_off_type_id, status, start_date, end_date FROM leave_request WHERE group_id = $1 AND start_date <= $2 AND end_date >= $3 AND status IN ('approved','pending','deletion_requested')",
            [groupId, `${YEAR}-0${MONTH}-31`, `${YEAR}-0${MONTH}-01`],
          ),
        ]),
      ),
      await timeIt(
        `GET /api/saldos/{id}/getLatestSaldo (${entries} ledger entries)`,
        page(`/api/saldos/${person}/getLatestSaldo?day_off_type_id=${vacation}&date=2026-12-31`),
      ),
      await timeIt("  plain SQL: the ledger sum", () =>
        db.query(
          "SELECT sum(amount) FROM leave_ledger_entry WHERE employee_id = $1 AND day_off_type_id = $2 AND date <= '2026-12-31'",
          [person, vacation],
        ),
      ),
    ];
    printTable(
      `Calendar and balances on PostgreSQL, ${BENCH_ROUNDS} sequential requests each, over HTTP on the built app (production build)`,
      rows,
      60,
    );
  }),
);
