// The one PrismaClient of the process.
//
// - DATABASE_URL = postgres://… or postgresql://… : PostgreSQL through @prisma/adapter-pg and a pg.Pool
//   (size DATABASE_POOL_SIZE, default 10).
// - anything else: PGlite (PostgreSQL in WASM) stored in `${DATA_DIR ?? ".data"}/pglite`, or in memory when
//   DATA_DIR is "memory://" (tests). With HR_PGLITE_THREAD=1, `npm start` runs it in a worker thread that
//   speaks the PostgreSQL protocol (lib/db/pglite-thread; HR_PGLITE_THREAD_URL points there): the client then
//   uses PrismaPg and a pg.Pool as on PostgreSQL. Otherwise, and in scripts and tests, PGlite runs in process.
//
// The client is created on first use and kept on globalThis, so Next's bundled server code, a custom server
// (scripts/start.ts) and tsx scripts running in the same process share ONE instance (and, for PGlite, one open
// data folder: a folder cannot be opened twice). `db` is a lazy proxy: importing this module opens nothing,
// which lets tests set DATA_DIR / DATABASE_URL before the first query.
//
// PGlite is a single connection: inside `db.$transaction(async (tx) => …)` use `tx` only; a query through
// `db` from inside the callback waits for the transaction to end and so never finishes.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient, type Prisma } from "./generated/client";
import { logQuery, queryLogFile } from "./query-log";

export type DatabaseKind = "postgres" | "pglite";

// Fields that are never returned unless a query asks for them with `omit: { passwordHash: false }`
// (or `select: { passwordHash: true }`). Employee.searchText is a search helper kept by a trigger, not data.
const DEFAULT_OMIT = { user: { passwordHash: true }, employee: { searchText: true } } as const;

const QUERY_EVENTS: Prisma.LogDefinition[] = [{ emit: "event", level: "query" }];

function createPrismaClient(adapter: PrismaPg | PrismaPGlite) {
  const client = new PrismaClient({ adapter, omit: DEFAULT_OMIT, log: queryLogFile() ? QUERY_EVENTS : [] });
  if (queryLogFile()) {
    // The query event exists only when logging is configured, which the client's type cannot know here.
    (client as unknown as { $on: (event: "query", cb: (e: Prisma.QueryEvent) => void) => void }).$on("query", (e) =>
      logQuery(e.query, JSON.parse(e.params) as unknown[]),
    );
  }
  return client;
}

/** The project's PrismaClient type (with `passwordHash` omitted by default). */
export type Db = ReturnType<typeof createPrismaClient>;
/** The client handed to an interactive transaction callback. */
export type DbTransaction = Parameters<Parameters<Db["$transaction"]>[0]>[0];

type DbState =
  | { kind: "postgres"; client: Db; pool: pg.Pool; pglite?: undefined; dataDir?: undefined }
  | { kind: "pglite"; client: Db; pglite: PGlite; dataDir: string; pool?: undefined }
  // PGlite served by its worker thread (lib/db/pglite-thread), reached through pg.
  | { kind: "pglite"; client: Db; pool: pg.Pool; dataDir: string; pglite?: undefined };

/** Set by lib/db/pglite-thread/server.ts: the URL of the PGlite thread's socket. */
export const PGLITE_THREAD_URL_ENV = "HR_PGLITE_THREAD_URL";

// A string key (not a Symbol or a module variable) so every copy of this module in the process finds it.
const GLOBAL_KEY = "__hrPlatformDb";
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: DbState };
const store = globalThis as GlobalWithDb;

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/** The database the configuration points at (or the one already open, if the client exists). */
export function databaseKind(): DatabaseKind {
  const open = store[GLOBAL_KEY];
  if (open) return open.kind;
  return POSTGRES_URL.test(process.env.DATABASE_URL ?? "") ? "postgres" : "pglite";
}

/**
 * `${DATA_DIR ?? ".data"}/pglite` (absolute), or "memory://" when DATA_DIR is "memory://" (or the folder of the
 * PGlite already open).
 */
export function pgliteDataDir(): string {
  const open = store[GLOBAL_KEY];
  if (open?.kind === "pglite") return open.dataDir;
  const dataDir = process.env.DATA_DIR?.trim() || ".data";
  if (dataDir.startsWith("memory://")) return "memory://";
  return path.resolve(dataDir, "pglite");
}

function poolSize(): number {
  const size = Number.parseInt(process.env.DATABASE_POOL_SIZE ?? "", 10);
  return Number.isFinite(size) && size > 0 ? size : 10;
}

/**
 * PostgreSQL settings for the embedded database. PGlite keeps PostgreSQL's default shared_buffers of 128 MB
 * inside its WASM memory, which the process then holds for its whole life (about 100 MB more RSS than at
 * 16 MB). 16 MB caches the demo data many times over, and the OS caches the data files below it;
 * PGLITE_SHARED_BUFFERS raises it for a large embedded database.
 */
export function pgliteSettings(): string[] {
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS?.trim() || "16MB";
  return ["-c", `shared_buffers=${sharedBuffers}`];
}

function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: poolSize() });
  // An idle client losing its connection must not crash the process; pg reconnects on the next query.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL connection error:", error.message));
  return pool;
}

function open(): DbState {
  if (databaseKind() === "postgres") {
    const pool = createPool(process.env.DATABASE_URL!);
    return { kind: "postgres", pool, client: createPrismaClient(new PrismaPg(pool)) };
  }
  const dataDir = pgliteDataDir();
  const threadUrl = process.env[PGLITE_THREAD_URL_ENV];
  if (threadUrl) {
    const pool = createPool(threadUrl);
    return { kind: "pglite", pool, dataDir, client: createPrismaClient(new PrismaPg(pool)) };
  }
  // PGlite creates its own folder but not the missing parents.
  if (dataDir !== "memory://") mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...pgliteSettings()] });
  return { kind: "pglite", pglite, dataDir, client: createPrismaClient(new PrismaPGlite(pglite)) };
}

function state(): DbState {
  return (store[GLOBAL_KEY] ??= open());
}

/** The PrismaClient, created on first call. */
export function getDb(): Db {
  return state().client;
}

/**
 * The PGlite instance behind the client (for a job queue, raw SQL, migrations). Throws on PostgreSQL and when
 * PGlite runs in its own thread (see pgConnection()).
 */
export function getPglite(): PGlite {
  const s = state();
  if (!s.pglite) throw new Error("getPglite(): the database is reached through pg (PostgreSQL or the PGlite thread)");
  return s.pglite;
}

/**
 * How to reach the database through pg: its pool and URL, on PostgreSQL and on the PGlite thread; null when
 * PGlite runs in this thread (use getPglite()).
 */
export function pgConnection(): { pool: pg.Pool; url: string } | null {
  const s = state();
  if (!s.pool) return null;
  return { pool: s.pool, url: s.kind === "postgres" ? process.env.DATABASE_URL! : process.env[PGLITE_THREAD_URL_ENV]! };
}

/** The pg.Pool behind the client. Throws on in-thread PGlite. */
export function getPgPool(): pg.Pool {
  const connection = pgConnection();
  if (!connection) throw new Error("getPgPool(): the database is PGlite in this thread, not reached through pg");
  return connection.pool;
}

/**
 * Closes the client and its pool / PGlite instance. The next use of `db` opens a new one (for PGlite in
 * memory, that is an empty database).
 */
export async function disconnectDb(): Promise<void> {
  const s = store[GLOBAL_KEY];
  if (!s) return;
  delete store[GLOBAL_KEY];
  await s.client.$disconnect();
  if (s.pool) await s.pool.end();
  else if (!s.pglite.closed) await s.pglite.close();
}

/**
 * The PrismaClient. A lazy proxy: the real client is created (once per process) on first property access.
 * Methods are bound to the real client, so `const { $transaction } = db` also works.
 */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const client = getDb();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
  has(_target, property) {
    return Reflect.has(getDb(), property);
  },
  set(_target, property, value) {
    return Reflect.set(getDb(), property, value);
  },
});
