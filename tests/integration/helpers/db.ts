// Database for jest integration tests.
//
// - DATABASE_URL is a postgres:// URL: that database must exist (e.g. `createdb -h 127.0.0.1 -U postgres
//   hr_test`); the migrations are applied to it. Tests share it: give rows unique keys.
// - otherwise: an in-memory PGlite (DATA_DIR=memory://), empty, with the migrations applied; one per test
//   file, since jest gives each test file its own module registry and globals.
//
// Call `await setupTestDatabase()` in beforeAll; repeated calls in one test file return the same promise.
import type { DatabaseKind } from "@/lib/db/client";

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

export interface TestDatabase {
  kind: DatabaseKind;
  /** Migrations applied by this setup (empty when a PostgreSQL test database was already up to date). */
  applied: string[];
}

let setup: Promise<TestDatabase> | undefined;

export function setupTestDatabase(): Promise<TestDatabase> {
  setup ??= (async () => {
    if (!POSTGRES_URL.test(process.env.DATABASE_URL ?? "")) {
      process.env.DATA_DIR = "memory://";
    }
    const { databaseKind, pgliteDataDir } = await import("@/lib/db/client");
    const { applyMigrations } = await import("@/lib/db/migrate");
    const kind = databaseKind();
    if (kind === "pglite" && pgliteDataDir() !== "memory://") {
      // The client was opened before setup, on a real data folder: refuse to run tests against it.
      throw new Error("setupTestDatabase() must run before the first database query (PGlite is not in memory)");
    }
    const { applied } = await applyMigrations();
    return { kind, applied };
  })().catch((error) => {
    setup = undefined; // let a later call retry
    throw error;
  });
  return setup;
}

/** Closes the client (afterAll). With PGlite in memory, the database is gone afterwards. */
export async function closeTestDatabase(): Promise<void> {
  const { disconnectDb } = await import("@/lib/db/client");
  await disconnectDb();
  setup = undefined;
}

/** A short random suffix for unique names, e-mails and subdomains in a shared test database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
