// Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm), driven through a driver adapter.
// The native engine of the Prisma CLI cannot be downloaded here, so migrations are created and applied with
// this (see lib/db/migrate.ts and scripts/db/). Server-only, Node-only.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import {
  bindMigrationAwareSqlAdapterFactory,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type {
  MigrationDirectory,
  MigrationList,
  SchemaContainer,
  SchemaEngine,
  SchemaFilter,
} from "@prisma/schema-engine-wasm";
import type pg from "pg";

type SchemaEngineModule = typeof import("@prisma/schema-engine-wasm");

/** The engine takes this advisory lock on PostgreSQL before applying migrations and never releases it. */
export const MIGRATION_ADVISORY_LOCK = 72707369;

export const NO_FILTERS: SchemaFilter = { externalTables: [], externalEnums: [] };

/** Project root: where prisma/ lives. PRISMA_PROJECT_ROOT overrides process.cwd(). */
export function projectRoot(): string {
  return path.resolve(process.env.PRISMA_PROJECT_ROOT ?? process.cwd());
}

export function migrationsDir(): string {
  return path.join(projectRoot(), "prisma", "migrations");
}

export function schemaDir(): string {
  return path.join(projectRoot(), "prisma", "schema");
}

// ---------------------------------------------------------------------------------------------------------
// Loading the WASM module. The package's entry (schema_engine.js) imports the .wasm file as an ES module,
// which only bundlers understand; in Node we instantiate schema_engine_bg.wasm ourselves with the glue module
// schema_engine_bg.js as its import object, the way wasm-bindgen's "bundler" target expects.

const ENGINE_KEY = "__hrPlatformSchemaEngineWasm";
type GlobalWithEngine = typeof globalThis & { [ENGINE_KEY]?: Promise<SchemaEngineModule> };

async function instantiateSchemaEngine(): Promise<SchemaEngineModule> {
  const glue = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as SchemaEngineModule & {
    __wbg_set_wasm(exports: WebAssembly.Exports): void;
  };
  const resolve = createRequire(path.join(projectRoot(), "package.json")).resolve;
  const wasmFile = path.join(
    path.dirname(resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
    "schema_engine_bg.wasm",
  );
  // The engine races each database call against a 10 s setTimeout that it never clears (the module imports no
  // clearTimeout), which kept scripts and jest alive for 10 s after the work was done. Unref those timers: a
  // timeout that fires still fires, it just no longer holds the process open.
  const imports: Record<string, unknown> = { ...glue };
  for (const name of Object.keys(imports).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
    imports[name] = (callback: () => void, ms: number) => {
      const timer = setTimeout(callback, ms >>> 0);
      timer.unref?.();
      return timer;
    };
  }
  const { instance } = await WebAssembly.instantiate(await readFile(wasmFile), {
    "./schema_engine_bg.js": imports as WebAssembly.ModuleImports,
  });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/** The instantiated WASM module, once per process. */
export function loadSchemaEngineWasm(): Promise<SchemaEngineModule> {
  const store = globalThis as GlobalWithEngine;
  store[ENGINE_KEY] ??= instantiateSchemaEngine().catch((error) => {
    delete store[ENGINE_KEY];
    throw error;
  });
  return store[ENGINE_KEY];
}

// ---------------------------------------------------------------------------------------------------------
// Driver adapters for the engine.
//
// The engine runs each migration.sql with the adapter's executeScript(). Both stock adapters get that wrong
// for us: adapter-pg splits the script on ";" (which breaks plpgsql bodies such as the audit_log trigger and
// runs the pieces outside any transaction), and pglite-prisma-adapter does not await the script, so a failing
// migration is recorded as applied and its error surfaces as an unhandled rejection. Here executeScript sends
// the whole file as ONE simple-protocol query: PostgreSQL runs a multi-statement query as a single implicit
// transaction, so a migration applies completely or not at all.

type ScriptRunner = (script: string) => Promise<unknown>;

// A database error as pg and PGlite throw it.
interface PostgresError extends Error {
  code: string;
  severity?: string;
  detail?: string;
  column?: string;
  hint?: string;
  position?: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  return error instanceof Error && typeof (error as PostgresError).code === "string";
}

function withWholeScript(adapter: SqlDriverAdapter, run: ScriptRunner): SqlDriverAdapter {
  adapter.executeScript = async (script: string) => {
    try {
      await run(script);
    } catch (error) {
      // Hand the engine a typed error so the failure reads "ERROR: division by zero" in its message and in
      // _prisma_migrations.logs, rather than "external connector error".
      if (!isPostgresError(error)) throw error;
      const where = error.position ? ` (at character ${error.position} of migration.sql)` : "";
      throw new DriverAdapterError({
        kind: "postgres",
        code: error.code,
        severity: error.severity ?? "ERROR",
        message: `${error.message}${where}`,
        detail: error.detail,
        column: error.column,
        hint: error.hint,
      });
    }
  };
  return adapter;
}

function withScriptRunner(
  factory: SqlMigrationAwareDriverAdapterFactory,
  runnerFor: (adapter: SqlDriverAdapter, shadow: boolean) => ScriptRunner,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      return withWholeScript(adapter, runnerFor(adapter, false));
    },
    connectToShadowDb: async () => {
      const adapter = await factory.connectToShadowDb();
      return withWholeScript(adapter, runnerFor(adapter, true));
    },
  };
}

/** Adapter factory for the engine on a PGlite instance (the app's own one, or a throwaway one). */
export async function pgliteMigrationAdapter(pglite: PGlite): Promise<SqlMigrationAwareDriverAdapterFactory> {
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const { PGlite } = await import("@electric-sql/pglite");
  // The adapter's own shadow database would be a new PGlite that is never closed; make ours explicit.
  let shadow: PGlite | undefined;
  const factory = new PrismaPGlite(pglite) as unknown as SqlMigrationAwareDriverAdapterFactory;
  factory.connectToShadowDb = async () => {
    shadow ??= new PGlite("memory://");
    return (new PrismaPGlite(shadow) as unknown as SqlMigrationAwareDriverAdapterFactory).connect();
  };
  return withScriptRunner(factory, (_adapter, isShadow) => (script) => (isShadow ? shadow! : pglite).exec(script));
}

/** Adapter factory for the engine on a pg.Pool (use a dedicated pool with max 1: the engine's lock is per session). */
export async function postgresMigrationAdapter(pool: pg.Pool): Promise<SqlMigrationAwareDriverAdapterFactory> {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const factory = new PrismaPg(pool) as SqlMigrationAwareDriverAdapterFactory;
  return withScriptRunner(
    factory,
    (adapter) => (script) => (adapter as unknown as { underlyingDriver(): pg.Pool }).underlyingDriver().query(script),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Inputs.

/** prisma/schema/*.prisma as the engine wants them (paths relative to the project root). */
export function readSchemaFiles(dir = schemaDir()): SchemaContainer[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".prisma"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return { path: path.relative(projectRoot(), file), content: readFileSync(file, "utf8") };
    });
}

/** The migrations folder in Prisma's layout: <name>/migration.sql, sorted by name, plus migration_lock.toml. */
export function readMigrationsList(dir = migrationsDir()): MigrationList {
  const lockfile = path.join(dir, "migration_lock.toml");
  const migrationDirectories: MigrationDirectory[] = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
        .map((name) => {
          const file = path.join(dir, name, "migration.sql");
          let content: MigrationDirectory["migrationFile"]["content"];
          try {
            content = { tag: "ok", value: readFileSync(file, "utf8") };
          } catch (error) {
            content = { tag: "error", value: (error as Error).message };
          }
          return { path: name, migrationFile: { path: "migration.sql", content } };
        })
    : [];
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockfile) ? readFileSync(lockfile, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Running the engine.

function engineLogger(line: string): void {
  if (!process.env.SCHEMA_ENGINE_LOG) {
    // Only warnings and errors by default.
    if (!/"level":"(WARN|ERROR)"/.test(line)) return;
  }
  console.warn(`[schema-engine] ${line}`);
}

/** Creates an engine on the adapter, runs `fn`, frees the engine. */
export async function withSchemaEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  datamodels: SchemaContainer[],
  fn: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const wasm = await loadSchemaEngineWasm();
  const engine = await wasm.SchemaEngine.new(
    { datamodels: datamodels.length ? datamodels.map((file) => [file.path, file.content]) : undefined },
    engineLogger,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
  }
}

/** Engine errors are JS Errors whose message carries a Rust backtrace after the first lines; keep the message. */
export function engineErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/\n\s+0: /)[0].trim();
}
