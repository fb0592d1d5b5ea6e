// Usage: npx tsx scripts/db/migrate.ts   (npm run db:migrate)
// Applies prisma/migrations to the configured database: PostgreSQL when DATABASE_URL is a postgres URL,
// otherwise PGlite in ${DATA_DIR ?? ".data"}/pglite.
import { databaseKind, pgliteDataDir } from "../../lib/db/client";
import { applyMigrations } from "../../lib/db/migrate";
import { runScript } from "../bootstrap";

async function main() {
  const target = databaseKind() === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite ${pgliteDataDir()}`;
  const started = performance.now();
  const { applied } = await applyMigrations();
  const ms = Math.round(performance.now() - started);
  if (applied.length) {
    console.log(`Applied ${applied.length} migration(s) to ${target} in ${ms} ms:`);
    for (const name of applied) console.log(`  ${name}`);
  } else {
    console.log(`${target} is up to date (${ms} ms).`);
  }
}

runScript(main);
