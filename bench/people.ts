// Benchmark: the people directory with 10,000 people in one company, on the built app over HTTP
// (session, rights, queries, shaping, render), each beside the plain SQL for the same rows in the same run,
// on one throwaway PostgreSQL database:
//   GET /api/employees/list (page 1, and a search), p50/p95, next to the same page + count through `pg`;
//   GET /people (listEmployees + server render of the table), p50/p95;
//   GET /api/employees/list/excel of all 10,000 people (a few rounds; the workbook is built per request).
//
//   NEXT_DIST_DIR=.next-d npx next build && NEXT_DIST_DIR=.next-d npx tsx bench/people.ts
// Env: BENCH_PG (default postgresql://postgres@127.0.0.1:5432), BENCH_PORT (default 3420),
// BENCH_ROUNDS (default 40), BENCH_EXPORT_ROUNDS (default 3).
import { printTable, runBench, timeIt, withBenchApp, BENCH_ROUNDS } from "./support/bench-app";

const exportRounds = Number(process.env.BENCH_EXPORT_ROUNDS ?? 3);
const PEOPLE = 10_000;
// The app and the seeding here must encrypt national numbers and IBANs with the same key.
const encryptionKey = process.env.APP_ENCRYPTION_KEY ?? Buffer.alloc(32, 7).toString("base64");
const SEARCH = "Peeters 1";

// The directory's page as lib/people/list-employees.ts reads it for an admin (every visible person,
// name order first_last as the table settings default), with the team name joined, and the total; a search
// word is the searchText LIKE prefilter and then the per-column ILIKEs (lib/people/search-terms.ts).
const PAGE_SQL = `SELECT e.id, e.first_name, e.last_name, e.insertion, e.last_name_composition, e.insertion_partner, e.last_name_partner,
    e.email, e.phone, e.employee_number, e.job_title, e.team_id, t.name AS team_name, e.reports_to_id, e.start_date, e.end_date,
    e.is_sensitive, e.photo_mime, e.deleted_at
  FROM employee e LEFT JOIN team t ON t.id = e.team_id
  WHERE e.group_id = $1 AND e.deleted_at IS NULL AND ($2::text IS NULL OR (e.search_text LIKE '%' || lower($2) || '%') AND (
    e.first_name ILIKE '%' || $2 || '%' OR e.last_name ILIKE '%' || $2 || '%' OR e.insertion ILIKE '%' || $2 || '%'
    OR e.last_name_partner ILIKE '%' || $2 || '%' OR e.email ILIKE '%' || $2 || '%' OR e.employee_number ILIKE '%' || $2 || '%'))
  AND ($3::text IS NULL OR (e.search_text LIKE '%' || lower($3) || '%') AND (
    e.first_name ILIKE '%' || $3 || '%' OR e.last_name ILIKE '%' || $3 || '%' OR e.insertion ILIKE '%' || $3 || '%'
    OR e.last_name_partner ILIKE '%' || $3 || '%' OR e.email ILIKE '%' || $3 || '%' OR e.employee_number ILIKE '%' || $3 || '%'))
  ORDER BY e.first_name, e.last_name, e.id LIMIT 10`;
const COUNT_SQL = `SELECT count(*)::int FROM employee e WHERE e.group_id = $1 AND e.deleted_at IS NULL AND ($2::text IS NULL OR (e.search_text LIKE '%' || lower($2) || '%') AND (
    e.first_name ILIKE '%' || $2 || '%' OR e.last_name ILIKE '%' || $2 || '%' OR e.insertion ILIKE '%' || $2 || '%'
    OR e.last_name_partner ILIKE '%' || $2 || '%' OR e.email ILIKE '%' || $2 || '%' OR e.employee_number ILIKE '%' || $2 || '%'))
  AND ($3::text IS NULL OR (e.search_text LIKE '%' || lower($3) || '%') AND (
    e.first_name ILIKE '%' || $3 || '%' OR e.last_name ILIKE '%' || $3 || '%' OR e.insertion ILIKE '%' || $3 || '%'
    OR e.last_name_partner ILIKE '%' || $3 || '%' OR e.email ILIKE '%' || $3 || '%' OR e.employee_number ILIKE '%' || $3 || '%'))`;

/** Seeds through the app's own factory (prisma/seed/bulk-people.ts) against the bench database. */
async function seed(databaseUrl: string, groupId: number) {
  process.env.DATABASE_URL = databaseUrl;
  process.env.APP_ENCRYPTION_KEY = encryptionKey;
  const { db } = await import("@/lib/db/client");
  const { seedTenThousand } = await import("@/prisma/seed/bulk-people");
  const t0 = performance.now();
  await seedTenThousand(db, { groupId, count: PEOPLE });
  const ms = performance.now() - t0;
  await db.$disconnect();
  return ms;
}

runBench(() =>
  withBenchApp(
    { name: "people", env: { APP_ENCRYPTION_KEY: encryptionKey } },
    async ({ sql, groupId, get: fetchOk, databaseUrl }) => {
      const seedMs = await seed(databaseUrl, groupId);
      const total = Number(
        (await sql.query("SELECT count(*) FROM employee WHERE group_id = $1 AND deleted_at IS NULL", [groupId])).rows[0]
          .count,
      );
      await sql.query("ANALYZE employee");

      const get = (url: string) => async () => (await fetchOk(url)).arrayBuffer();
      const [first, second] = SEARCH.split(" ");
      const searchQuery = encodeURIComponent(SEARCH);
      const html = Buffer.from(await get("/people")()).toString();
      const xlsx = await get("/api/employees/list/excel")();
      const rows = [
        await timeIt(
          "GET /api/employees/list (page 1, 10 rows + total)",
          get("/api/employees/list?name_order=first_last"),
        ),
        await timeIt("  plain SQL: the page + the count", () =>
          Promise.all([sql.query(PAGE_SQL, [groupId, null, null]), sql.query(COUNT_SQL, [groupId, null, null])]),
        ),
        await timeIt(
          `GET /api/employees/list?search=${SEARCH}`,
          get(`/api/employees/list?name_order=first_last&search=${searchQuery}`),
        ),
        await timeIt("  plain SQL: the same search + count", () =>
          Promise.all([sql.query(PAGE_SQL, [groupId, first, second]), sql.query(COUNT_SQL, [groupId, first, second])]),
        ),
        await timeIt(`GET /people (server render, ${Math.round(html.length / 1024)} KB)`, get("/people")),
        await timeIt(`GET /people?search=${SEARCH}`, get(`/people?search=${searchQuery}`)),
        await timeIt(
          `GET /api/employees/list/excel (${total} people, ${Math.round(xlsx.byteLength / 1024)} KB)`,
          get("/api/employees/list/excel"),
          exportRounds,
        ),
      ];
      printTable(
        `People directory on PostgreSQL with ${total} people in one company (seeded in ${Math.round(seedMs)} ms); ${BENCH_ROUNDS} sequential requests each (export: ${exportRounds}), over HTTP on the built app`,
        rows,
      );
    },
  ),
);
