// Usage: npx tsx scripts/db/seed.ts   (npm run db:seed)
// Seeds the demo companies and users into the configured database when it has no company yet; a database
// that already holds data is left alone. Migrations are brought up to date first (lib/db/migrate), and the
// secrets come from the same place `npm start` takes them, so the app can decrypt what is seeded here.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureRuntimeSecrets } from "../../lib/config/runtime-secrets";
import { databaseKind, disconnectDb, pgliteDataDir } from "../../lib/db/client";
import { applyMigrations } from "../../lib/db/migrate";
import { isDatabaseEmpty, seedDemoData } from "../../prisma/seed/demo";

const root = path.resolve(__dirname, "../..");

async function main() {
  const envFile = path.join(root, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  ensureRuntimeSecrets(path.resolve(root, process.env.DATA_DIR || ".data"));

  const target = databaseKind() === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite ${pgliteDataDir()}`;
  const { applied } = await applyMigrations();
  if (applied.length) console.log(`Applied ${applied.length} migration(s) to ${target}.`);

  if (!(await isDatabaseEmpty())) {
    console.log(`${target} already holds companies: not seeding.`);
    return;
  }

  const password = process.env.DEMO_PASSWORD ?? "demo-password-2026";
  const started = performance.now();
  const result = await seedDemoData({ password });
  const ms = Math.round(performance.now() - started);

  const { full, light } = result.groups;
  console.log(`Seeded ${target} in ${ms} ms:
  ${full.name} (subdomain ${full.subdomain}, ${full.groupAccess}): ${result.employeeCounts.full} employees in ${result.teamCounts.full} teams
  ${light.name} (subdomain ${light.subdomain}, ${light.groupAccess}): ${result.employeeCounts.light} employees in ${result.teamCounts.light} teams
Users (password: ${process.env.DEMO_PASSWORD ? "the DEMO_PASSWORD you set" : password}):
  ${result.users.admin.email.padEnd(22)} admin of both companies, every access switch on
  ${result.users.manager.email.padEnd(22)} ${result.users.manager.name}, team_only manager of Logistics
  ${result.users.readonly.email.padEnd(22)} read-only (role default)
  ${result.users.payroll.email.padEnd(22)} ${result.users.payroll.name}, payroll officer (role default, wages access)
  ${result.users.employee.email.padEnd(22)} ${result.users.employee.name}, self-service employee`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await disconnectDb().catch(() => undefined);
    // PGlite and the WASM schema engine leave timers behind; do not wait for them.
    process.exit();
  });
