// Benchmark: the org chart routes for 2,000 people in a reporting tree (one top person, eight direct
// reports per manager, five levels), on the built app over HTTP (session, rights, queries), each beside
// the plain SQL for the same rows, on one throwaway PostgreSQL database. Prints p50 and p95.
//
//   npx next build && npx tsx bench/orgchart.ts
// Env: BENCH_PG (default postgresql://postgres@127.0.0.1:5432), BENCH_PORT (default 3420), BENCH_ROUNDS (default 40).
import type pg from "pg";
import { printTable, runBench, timeIt, withBenchApp, BENCH_ROUNDS } from "./support/bench-app";

const PEOPLE = 2000;
const FAN_OUT = 8;

// The seeded people become a tree; the demo people already in the company keep their own lines.
async function fill(db: pg.Client, groupId: number) {
  const team = (await db.query("SELECT id FROM team WHERE group_id = $1 ORDER BY id LIMIT 1", [groupId])).rows[0].id;
  const inserted = await db.query(
    `INSERT INTO employee (group_id, team_id, first_name, last_name, payroll_push_method, is_sensitive, created_at, updated_at)
     SELECT $1::int, $2::int, 'Org', 'Person ' || lpad(g::text, 4, '0'), 'automatic', false, now(), now() FROM generate_series(1, $3::int) g
     RETURNING id`,
    [groupId, team, PEOPLE],
  );
  const ids: number[] = inserted.rows.map((r) => r.id).sort((a, b) => a - b);
  // Person i (0-based) reports to person floor((i - 1) / FAN_OUT): a complete 8-ary tree.
  await db.query(
    `UPDATE employee e SET reports_to_id = m.manager FROM (
       SELECT unnest($1::int[]) AS id, unnest($2::int[]) AS manager) m WHERE e.id = m.id`,
    [ids.slice(1), ids.slice(1).map((_, k) => ids[Math.floor(k / FAN_OUT)]!)],
  );
  return { top: ids[0]!, middle: ids[1 + FAN_OUT]! };
}

runBench(() =>
  withBenchApp({ name: "org" }, async ({ sql: db, groupId, get: fetchOk }) => {
    const { top, middle } = await fill(db, groupId);
    const get = (url: string) => async () => (await fetchOk(url)).json();
    const heads = (await get("/api/stats/orgChartHead")()) as { total: number };
    const rows = [
      await timeIt(`GET /api/stats/orgChartHead (${heads.total} top people)`, get("/api/stats/orgChartHead")),
      await timeIt("  plain SQL: people without a manager, with report counts", () =>
        db.query(
          `SELECT e.id, e.first_name, e.last_name, (SELECT count(*) FROM employee r WHERE r.reports_to_id = e.id AND r.deleted_at IS NULL) AS reports
           FROM employee e WHERE e.group_id = $1 AND e.deleted_at IS NULL AND e.reports_to_id IS NULL ORDER BY e.last_name, e.first_name`,
          [groupId],
        ),
      ),
      await timeIt("GET /api/stats/orgChartNode/{top}/detail", get(`/api/stats/orgChartNode/${top}/detail`)),
      await timeIt("GET /api/stats/orgChartNode/{level 2}/detail", get(`/api/stats/orgChartNode/${middle}/detail`)),
      await timeIt("  plain SQL: a person's reports with their counts", () =>
        db.query(
          `SELECT e.id, e.first_name, e.last_name, (SELECT count(*) FROM employee r WHERE r.reports_to_id = e.id AND r.deleted_at IS NULL) AS reports
           FROM employee e WHERE e.group_id = $1 AND e.deleted_at IS NULL AND e.reports_to_id = $2 ORDER BY e.last_name, e.first_name`,
          [groupId, top],
        ),
      ),
      await timeIt("GET /api/stats/orgChartSearch?keyword=1999", get("/api/stats/orgChartSearch?keyword=1999")),
    ];
    printTable(
      `Org chart on PostgreSQL, ${PEOPLE} people in an ${FAN_OUT}-ary tree, ${BENCH_ROUNDS} sequential requests each, over HTTP on the built app`,
      rows,
      62,
    );
  }),
);
