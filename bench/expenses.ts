// Benchmark for expenses (issue 22), on the built app over HTTP against a throwaway PostgreSQL database:
// 20,000 claims over the demo company's people (a quarter of them submitted), then, as the demo admin,
// GET /api/expenses/list?scope=all (a page of 30, newest first), the same filtered to submitted claims,
// GET /api/integrations/expenses/list, and GET /api/inbox/pendingCount (which now counts expense claims).
//
//   npx next build && npx tsx bench/expenses.ts
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_ROUNDS (default 40), BENCH_QUICK=1 (2,000 claims).
import { printTable, runBench, timeIt, withBenchApp } from "./support/bench-app";

const CLAIMS = process.env.BENCH_QUICK ? 2_000 : 20_000;

runBench(() =>
  withBenchApp({ name: "expenses" }, async ({ sql, groupId, get }) => {
    await sql.query(
      `INSERT INTO expense_claim (group_id, employee_id, kind, status, category, expense_date, description,
         currency, amount, vat_amount, exchange_rate, amount_eur_cents, submitted_at, updated_at)
       SELECT $1, e.id, 'expense',
              (ARRAY['draft','submitted','approved','processed']::"ExpenseClaimStatus"[])[1 + (g % 4)],
              'meals', DATE '2026-01-01' + (g % 300), 'Bench claim ' || g, 'EUR', 12.5, 2.17, 1, 1250, now(), now()
         FROM generate_series(1, $2) g
         JOIN LATERAL (SELECT id FROM employee WHERE group_id = $1 AND deleted_at IS NULL
                        ORDER BY id OFFSET (g % 50) LIMIT 1) e ON true`,
      [groupId, CLAIMS],
    );
    const total = (await (await get("/api/expenses/list?scope=all&per_page=30")).json()).total;
    const rows = [
      await timeIt(`/api/expenses/list?scope=all (${total} claims, page of 30)`, async () =>
        (await get("/api/expenses/list?scope=all&per_page=30")).json(),
      ),
      await timeIt("/api/expenses/list?scope=all&status=submitted", async () =>
        (await get("/api/expenses/list?scope=all&status=submitted&per_page=30")).json(),
      ),
      await timeIt("/api/integrations/expenses/list (page of 30)", async () =>
        (await get("/api/integrations/expenses/list?per_page=30")).json(),
      ),
      await timeIt("/api/inbox/pendingCount (with expense claims)", async () =>
        (await get("/api/inbox/pendingCount")).json(),
      ),
    ];
    printTable(`Expenses (${CLAIMS} claims)`, rows);
  }),
);
