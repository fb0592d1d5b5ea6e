// The database half of `npm start`, run by scripts/start.mjs in a short-lived process of its own before the
// server starts: applies migrations and seeds an empty database, prints what it did, closes the database and
// exits. Prisma's WASM schema engine, the seed code and the memory PGlite grows while seeding leave with the
// process instead of staying in the server for its whole life (about 300 MB on a first start).
import { loadEnvAndSecrets, migrateAndSeed, runScript } from "./bootstrap";

runScript(async () => {
  loadEnvAndSecrets();
  const { target, applied, seeded } = await migrateAndSeed();
  console.log(`Database: ${target}; ${applied.length} migration(s) applied${seeded ? "; demo companies seeded" : ""}.`);
});
