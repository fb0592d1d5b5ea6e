// The background job queue: pg-boss on the app's own PostgreSQL database (its tables in schema "pgboss"),
// or on the embedded PGlite through pg-boss's PGlite adapter, so that several app instances share one
// queue and a job survives a restart. One instance per process, kept on globalThis (Next's bundled route
// code and scripts/start.ts share it). Never enqueue inside a database transaction: on PGlite the queue
// shares the single connection and would wait for the transaction that waits for it.
import { PgBoss, fromPglite } from "pg-boss";
import { getPglite, pgConnection } from "@/lib/db/client";

const KEY = "__hrPlatformJobQueue";
type WithQueue = typeof globalThis & { [KEY]?: Promise<PgBoss> };
const store = globalThis as WithQueue;

export const QUEUES = {
  export: "export",
  weeklyDigest: "weekly-digest",
  leadSync: "lead-sync",
  documentNotify: "document-notify",
  storagePurge: "storage-purge",
  integrationCommand: "integration-command",
  dimona: "dimona",
  contractChanges: "contract-changes",
} as const;

/** The storage-purge job's schedule (lib/documents/purge-stored-files.ts): every ten minutes. */
export const STORAGE_PURGE_CRON = "*/10 * * * *";
/** Applying the contract changes whose date has come (lib/contracts/apply-due-changes.ts): daily, 00:05 Brussels. */
export const CONTRACT_CHANGES_CRON = "5 0 * * *";

function createBoss(): PgBoss {
  // PostgreSQL or the PGlite thread (lib/db/pglite-thread): its own small pool; PGlite in this thread: its adapter.
  const connection = pgConnection();
  const boss = connection
    ? new PgBoss({ connectionString: connection.url, schema: "pgboss", max: 3 })
    : new PgBoss({ db: fromPglite(getPglite()) as never, schema: "pgboss" });
  boss.on("error", (error) => console.error("[jobs]", error instanceof Error ? error.message : error));
  return boss;
}

/** The started queue (created, migrated and started on first use). */
export function getQueue(): Promise<PgBoss> {
  return (store[KEY] ??= (async () => {
    const boss = createBoss();
    await boss.start();
    for (const name of Object.values(QUEUES)) await boss.createQueue(name);
    return boss;
  })().catch((error) => {
    delete store[KEY];
    throw error;
  }));
}

/** How long a job may run before pg-boss expires it; a command still `running` after this was interrupted. */
export const JOB_EXPIRE_SECONDS = 15 * 60;

export async function enqueue(
  queue: (typeof QUEUES)[keyof typeof QUEUES],
  data: Record<string, unknown>,
  // Integration commands retry only when a person asks (their state machine says so): they pass retryLimit 0.
  // startAfterSeconds: a job due later (the Dimona poll and retry back-off).
  options: { retryLimit?: number; startAfterSeconds?: number } = {},
): Promise<string | null> {
  const boss = await getQueue();
  return boss.send(queue, data, {
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    retryLimit: options.retryLimit ?? 2,
    retryDelay: 5,
    expireInSeconds: JOB_EXPIRE_SECONDS,
  });
}

export async function stopQueue(): Promise<void> {
  const started = store[KEY];
  if (!started) return;
  delete store[KEY];
  await (await started).stop({ graceful: false }).catch(() => undefined);
}
