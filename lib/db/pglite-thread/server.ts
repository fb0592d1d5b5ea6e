// Starts the embedded database (PGlite) in a worker thread of its own that serves it over the PostgreSQL wire
// protocol on a Unix socket (./worker.mjs), and points lib/db/client.ts at it (HR_PGLITE_THREAD_URL).
//
// Why: PGlite runs every query synchronously in WASM. In Next's thread, rendering and the database took
// turns on one core (86-116 req/s under 200 clients on a 2-core machine); in a thread of its own it runs
// beside Next, and the app talks to it through pg exactly as to PostgreSQL.
//
// Only `npm start` with HR_PGLITE_THREAD=1 (scripts/start.ts; opt-in, see there) starts it, before anything
// opens the database; scripts, migrations, the seed and tests keep opening PGlite in their own thread. The
// thread owns the data folder until close().
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { PGLITE_THREAD_URL_ENV, pgliteDataDir, pgliteSettings } from "../client";

export interface PgliteThread {
  /** A postgresql:// URL to the thread's socket. */
  url: string;
  /** Closes PGlite cleanly (checkpoint) and ends the thread. */
  close(): Promise<void>;
}

// pg finds a Unix socket as `<host dir>/.s.PGSQL.<port>`.
const SOCKET_PORT = 5432;

/**
 * Opens PGlite on `dataDir` (default: the configured embedded folder, see pgliteDataDir()) in a worker thread,
 * waits until it accepts connections and sets HR_PGLITE_THREAD_URL so that the db client of this process uses
 * it. `workerFile` defaults to lib/db/pglite-thread/worker.mjs under `projectRoot` (default: the cwd).
 */
export async function startPgliteThread(
  options: {
    dataDir?: string;
    projectRoot?: string;
    /** Tests only: the thread acts as if PGlite threw on any batch containing this text. */
    failOnMarker?: string;
  } = {},
) {
  const dataDir = options.dataDir ?? pgliteDataDir();
  // A short path: a Unix socket path must stay under 108 bytes, which a deep DATA_DIR could exceed.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), "hr-pglite-"));
  const workerFile = path.join(options.projectRoot ?? process.cwd(), "lib", "db", "pglite-thread", "worker.mjs");
  const worker = new Worker(workerFile, {
    workerData: {
      dataDir,
      startParams: pgliteSettings(),
      socketDir,
      port: SOCKET_PORT,
      failOnMarker: options.failOnMarker,
    },
    // The thread's own heap holds only the socket's buffers; PGlite's data lives in WASM memory.
    resourceLimits: { maxOldGenerationSizeMb: 96 },
  });
  let closed = false;
  let ready = false;
  await new Promise<void>((resolve, reject) => {
    worker.once("message", (message: { type: string; message?: string }) => {
      ready = message.type === "ready";
      if (ready) resolve();
      else reject(new Error(`the database thread could not open ${dataDir}: ${message.message}`));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!ready) reject(new Error(`the database thread exited (${code}) before it was ready`));
    });
  });
  // The thread dying under a running server leaves it without a database: say so and stop, rather than
  // answer every request with a connection error (a supervisor restarts it; the folder is consistent).
  worker.on("error", (error) => {
    if (closed) return;
    console.error("[db] the database thread failed:", error);
    process.exit(1);
  });
  worker.on("exit", (code) => {
    if (closed) return;
    console.error(`[db] the database thread exited (${code})`);
    process.exit(1);
  });
  const url = `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socketDir)}`;
  process.env[PGLITE_THREAD_URL_ENV] = url;
  const thread: PgliteThread = {
    url,
    async close() {
      if (closed) return;
      closed = true;
      delete process.env[PGLITE_THREAD_URL_ENV];
      await new Promise<void>((resolve) => {
        worker.once("message", () => resolve());
        worker.once("exit", () => resolve());
        worker.postMessage({ type: "close" });
      });
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
  return thread;
}
