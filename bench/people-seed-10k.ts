// Benchmark: the people list (page 1, a search, a team, a deep page) and the Excel export of 10,000 people,
// called in-process as the route does (context, rights, queries, shaping). Prints p50/p95; asserts nothing.
//
//   npx tsx bench/people-seed-10k.ts        (DATABASE_URL for PostgreSQL; else an in-memory PGlite)
// Env: BENCH_ROUNDS (default 30).
import { performance } from "node:perf_hooks";

const rounds = Number(process.env.BENCH_ROUNDS ?? 30);

async function main() {
  if (!/^postgres/.test(process.env.DATABASE_URL ?? "")) process.env.DATA_DIR = "memory://";
  process.env.APP_ENCRYPTION_KEY ??= Buffer.alloc(32, 9).toString("base64");
  const { db } = await import("@/lib/db/client");
  const { applyMigrations } = await import("@/lib/db/migrate");
  const { loadContext } = await import("@/lib/api/context");
  const { createGroup, createUserInGroup } = await import("@/prisma/seed/factories");
  const { seedTenThousand } = await import("@/prisma/seed/bulk-people");
  const { listEmployees } = await import("@/lib/people/list-employees");
  const { buildEmployeesWorkbook } = await import("@/lib/people/build-employees-workbook");

  await applyMigrations();
  const group = await createGroup({});
  const t0 = performance.now();
  const { teamIds } = await seedTenThousand(db, { groupId: group.id });
  console.log(`seeded 10,000 people in ${Math.round(performance.now() - t0)} ms`);
  const admin = await createUserInGroup({ group, role: "admin", accessSensitiveSettings: true });
  const ctx = (await loadContext({
    id: "bench",
    userId: admin.user.id,
    groupId: group.id,
    impersonatorUserId: null,
    boundGroupId: null,
    viaSso: null,
  }))!;

  const cases = {
    "list page 1": { page: 1, per_page: 10 },
    "list page 1, 500 rows": { page: 1, per_page: 500 },
    "list search": { page: 1, per_page: 10, search: "peeters" },
    "list team": { page: 1, per_page: 30, team_id: teamIds[3] },
    "list page 900": { page: 900, per_page: 10 },
  };
  for (const [name, input] of Object.entries(cases)) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      await listEmployees(ctx, input);
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`${name.padEnd(24)} p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms`);
  }
  const e0 = performance.now();
  const file = await buildEmployeesWorkbook(ctx, {});
  console.log(
    `excel export of 10,000 people: ${Math.round(performance.now() - e0)} ms, ${Math.round(file.length / 1024)} KB`,
  );
  const { disconnectDb } = await import("@/lib/db/client");
  await disconnectDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
