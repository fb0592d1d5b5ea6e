// Applies prisma/migrations to the database lib/db/client.ts connects to, with Prisma's schema engine (WASM)
// through a driver adapter: the same `_prisma_migrations` bookkeeping as `prisma migrate deploy` (checksum =
// sha256 of migration.sql, edited or failed migrations are refused), idempotent on re-run.
//
// PGlite: runs on the client's own PGlite instance (a data folder can only be opened once per process).
// PostgreSQL: runs on a dedicated one-connection pool to DATABASE_URL, closed afterwards (the engine holds a
// session advisory lock while it works, so two processes migrating at once wait for each other).
import pg from "pg";
import { getPglite, pgConnection } from "./client";
import {
  engineErrorMessage,
  MIGRATION_ADVISORY_LOCK,
  migrationsDir,
  NO_FILTERS,
  pgliteMigrationAdapter,
  postgresMigrationAdapter,
  readMigrationsList,
  readSchemaFiles,
  withSchemaEngine,
} from "./schema-engine";

export interface ApplyMigrationsResult {
  /** Names of the migration folders applied by this call (empty when the database was up to date). */
  applied: string[];
  /**
   * Migrations applied earlier whose migration.sql has changed since (checksum mismatch). They are not
   * re-applied; a warning is printed. Fix by adding a new migration instead of editing an applied one.
   */
  edited: string[];
}

export interface ApplyMigrationsOptions {
  /** Defaults to <project root>/prisma/migrations. */
  migrationsDir?: string;
}

// One apply at a time per process (several callers may race at start-up, e.g. tests and a server).
const QUEUE_KEY = "__hrPlatformMigrationQueue";
type GlobalWithQueue = typeof globalThis & { [QUEUE_KEY]?: Promise<unknown> };

export function applyMigrations(options: ApplyMigrationsOptions = {}): Promise<ApplyMigrationsResult> {
  const store = globalThis as GlobalWithQueue;
  const run = (store[QUEUE_KEY] ?? Promise.resolve()).catch(() => undefined).then(() => applyNow(options));
  store[QUEUE_KEY] = run;
  return run;
}

async function applyNow(options: ApplyMigrationsOptions): Promise<ApplyMigrationsResult> {
  const migrationsList = readMigrationsList(options.migrationsDir ?? migrationsDir());
  const datamodels = readSchemaFiles();

  const apply = async (adapter: Awaited<ReturnType<typeof pgliteMigrationAdapter>>) =>
    withSchemaEngine(adapter, datamodels, async (engine) => {
      try {
        const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
        const { editedMigrationNames } = await engine.diagnoseMigrationHistory({
          migrationsList,
          optInToShadowDatabase: false,
          filters: NO_FILTERS,
        });
        if (editedMigrationNames.length) {
          console.warn(
            `[db] migration.sql changed after it was applied (not re-applied): ${editedMigrationNames.join(", ")}`,
          );
        }
        return { applied: appliedMigrationNames, edited: editedMigrationNames };
      } catch (error) {
        throw new Error(`Applying migrations from ${migrationsList.baseDir} failed: ${engineErrorMessage(error)}`, {
          cause: error,
        });
      }
    });

  const connection = pgConnection();
  if (!connection) {
    const pglite = getPglite();
    try {
      return await apply(await pgliteMigrationAdapter(pglite));
    } finally {
      // The engine never releases its session lock; on PGlite the session is the app's, so release it here.
      await pglite.query("SELECT pg_advisory_unlock($1)", [MIGRATION_ADVISORY_LOCK]).catch(() => undefined);
    }
  }

  const pool = new pg.Pool({ connectionString: connection.url, max: 1 });
  pool.on("error", () => undefined);
  try {
    return await apply(await postgresMigrationAdapter(pool));
  } finally {
    // On the PGlite thread all connections share one session, which closing this pool does not end.
    await pool.query("SELECT pg_advisory_unlock($1)", [MIGRATION_ADVISORY_LOCK]).catch(() => undefined);
    await pool.end();
  }
}
