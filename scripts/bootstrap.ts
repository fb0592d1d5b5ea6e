// What every entry script does before touching the database: read .env, make sure the secrets exist
// (generated into DATA_DIR on a developer machine), apply migrations, and seed the demo companies into an
// empty database. Shared by `npm start` and `npm run db:seed`.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureRuntimeSecrets } from "../lib/config/runtime-secrets";

// One level up both from scripts/ (tsx) and from .next-server/ (the compiled scripts, see scripts/start.mjs).
export const projectRoot = path.resolve(__dirname, "..");

export function demoPassword(): string {
  return process.env.DEMO_PASSWORD || "demo-password-2026";
}

export function loadEnvAndSecrets(): void {
  const envFile = path.join(projectRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  ensureRuntimeSecrets(path.resolve(projectRoot, process.env.DATA_DIR || ".data"));
}

/** Applies migrations and seeds an empty database; reports what it did. */
export async function migrateAndSeed() {
  const { applyMigrations } = await import("../lib/db/migrate");
  const { databaseKind, pgliteDataDir } = await import("../lib/db/client");
  const { isDatabaseEmpty, seedDemoData } = await import("../prisma/seed/demo");
  const target = databaseKind() === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${pgliteDataDir()}`;
  const { applied } = await applyMigrations();
  const seeded = (await isDatabaseEmpty()) ? await seedDemoData({ password: demoPassword() }) : null;
  // The BE portal simulator's own data (its demo company), kept in a file of its own beside the database:
  // written with the demo data only, never for an existing (production) database.
  if (seeded) {
    const { writeDemoPortalData } = await import("../prisma/seed/demo-portal");
    writeDemoPortalData(path.resolve(projectRoot, process.env.DATA_DIR || ".data"));
  }
  return { target, applied, seeded };
}

/** Runs a one-shot script: prints a failure, closes the database, and exits without waiting for the
 * timers PGlite and the WASM schema engine leave behind. */
export function runScript(main: () => Promise<void>): void {
  main()
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(async () => {
      const { disconnectDb } = await import("../lib/db/client");
      await disconnectDb().catch(() => undefined);
      process.exit();
    });
}
