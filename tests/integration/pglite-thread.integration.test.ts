// The embedded database's thread (lib/db/pglite-thread): PGlite served over the PostgreSQL protocol to several
// pg connections that share its one session. Always runs on PGlite (whatever DATABASE_URL says), in memory,
// except the kill -9 test, which writes to a folder.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { PgliteThread } from "@/lib/db/pglite-thread/server";

jest.setTimeout(120_000);

// A batch containing this text makes the thread act as if PGlite threw (its test hook).
const FAIL_MARKER = "pglite-thread-test-failure";

let thread: PgliteThread;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: thread.url });
  // The "goes away" test cuts a connection on purpose.
  client.on("error", () => undefined);
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = "memory://";
  const { startPgliteThread } = await import("@/lib/db/pglite-thread/server");
  thread = await startPgliteThread({ failOnMarker: FAIL_MARKER });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => Promise.race([client.end(), new Promise((r) => setTimeout(r, 1000))])));
  const { disconnectDb } = await import("@/lib/db/client");
  await disconnectDb();
  await thread.close();
});

describe("the PGlite thread's wire protocol", () => {
  it("keeps two connections' prepared statements of the same name apart", async () => {
    const [a, b] = [await connect(), await connect()];
    expect((await a.query({ name: "same", text: "SELECT 1 AS n" })).rows).toEqual([{ n: 1 }]);
    expect((await b.query({ name: "same", text: "SELECT 'b' AS n" })).rows).toEqual([{ n: "b" }]);
    // Re-used by name (pg sends Bind only, no Parse, the second time).
    expect((await a.query({ name: "same", text: "SELECT 1 AS n" })).rows).toEqual([{ n: 1 }]);
    expect((await b.query({ name: "same", text: "SELECT 'b' AS n" })).rows).toEqual([{ n: "b" }]);
  });

  it("lets a transaction own the session: another connection's query waits until it commits", async () => {
    const [a, b] = [await connect(), await connect()];
    // Not in public: the last test applies the migrations, which want an empty public schema.
    await a.query("CREATE SCHEMA wire");
    await a.query("CREATE TABLE wire.tx_test (id int)");
    await a.query("BEGIN");
    await a.query("INSERT INTO wire.tx_test VALUES (1)");
    let bDone = false;
    const bCount = b.query("SELECT count(*)::int AS n FROM wire.tx_test").then((r) => {
      bDone = true;
      return r.rows[0].n;
    });
    await new Promise((r) => setTimeout(r, 100));
    // Had b run inside a's transaction, it would have seen the uncommitted row already.
    expect(bDone).toBe(false);
    await a.query("INSERT INTO wire.tx_test VALUES (2)");
    await a.query("ROLLBACK");
    expect(await bCount).toBe(0);
  });

  it("recovers from an error inside a transaction and frees the session after ROLLBACK", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query("BEGIN");
    await expect(a.query("SELECT $1::int", ["not a number"])).rejects.toThrow(/invalid input syntax/);
    const waiting = b.query("SELECT 2 AS n");
    await a.query("ROLLBACK");
    expect((await waiting).rows).toEqual([{ n: 2 }]);
    expect((await a.query("SELECT 3 AS n")).rows).toEqual([{ n: 3 }]);
  });

  it("rolls back the transaction of a connection that goes away", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query("CREATE TABLE wire.gone_test (id int)");
    await a.query("BEGIN");
    await a.query("INSERT INTO wire.gone_test VALUES (1)");
    const waiting = b.query("SELECT count(*)::int AS n FROM wire.gone_test");
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await waiting).rows).toEqual([{ n: 0 }]);
  });

  it("rolls back the open transaction of a connection PGlite failed on, before the next connection's query", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query("CREATE TABLE wire.failed_test (id int)");
    await a.query("BEGIN");
    await a.query("INSERT INTO wire.failed_test VALUES (1)");
    await expect(a.query(`SELECT 1 -- ${FAIL_MARKER}`)).rejects.toThrow();
    // Inside a's leftover transaction, b would see the uncommitted row and its own write would never commit.
    expect((await b.query("SELECT count(*)::int AS n FROM wire.failed_test")).rows).toEqual([{ n: 0 }]);
    await b.query("INSERT INTO wire.failed_test VALUES (2)");
    const c = await connect();
    expect((await c.query("SELECT array_agg(id)::int[] AS ids FROM wire.failed_test")).rows).toEqual([{ ids: [2] }]);
  });

  it("does not let one connection's SET reach another connection", async () => {
    const [a, b] = [await connect(), await connect()];
    const show = async (client: pg.Client) => (await client.query("SHOW statement_timeout")).rows[0].statement_timeout;
    const initial = await show(b);
    // Outside a transaction, inside one (committed), and through set_config().
    await a.query("SET statement_timeout = '1234ms'");
    expect(await show(b)).toBe(initial);
    await a.query("BEGIN");
    await a.query("SET statement_timeout = '2345ms'");
    await a.query("COMMIT");
    expect(await show(b)).toBe(initial);
    await a.query("SELECT set_config('statement_timeout', '3456ms', false)");
    expect(await show(b)).toBe(initial);
    // Within its own transaction a connection keeps its setting.
    await a.query("BEGIN");
    await a.query("SET statement_timeout = '4567ms'");
    expect(await show(a)).toBe("4567ms");
    await a.query("ROLLBACK");
    // A setting changed where the thread cannot see it (inside a function) is reset when the connection closes,
    // while the other connections' prepared statements stay.
    await b.query({ name: "kept", text: "SELECT 5 AS n" });
    await a.query(
      "CREATE FUNCTION wire.quiet_setting() RETURNS void LANGUAGE sql AS $$ SELECT set_config('statement_timeout', '5678ms', false) $$",
    );
    await a.query("SELECT wire.quiet_setting()");
    await a.end();
    expect(await show(b)).toBe(initial);
    expect((await b.query({ name: "kept", text: "SELECT 5 AS n" })).rows).toEqual([{ n: 5 }]);
  });

  it("serves the app's client: migrations, nested writes, an interactive transaction, a prepared query", async () => {
    const { applyMigrations } = await import("@/lib/db/migrate");
    const { db, databaseKind, pgConnection } = await import("@/lib/db/client");
    const { preparedQuery } = await import("@/lib/db/prepared-query");
    expect(databaseKind()).toBe("pglite");
    expect(pgConnection()?.url).toBe(thread.url);
    expect((await applyMigrations()).applied.length).toBeGreaterThan(0);
    const group = await db.group.create({ data: { name: "Thread Co", subdomain: "thread-co", country: "BE" } });
    // Concurrent interactive transactions on several pool connections are serialised, not interleaved.
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        db.$transaction(
          async (tx) => {
            const before = await tx.team.count({ where: { groupId: group.id } });
            await new Promise((r) => setTimeout(r, 5));
            await tx.team.create({ data: { groupId: group.id, name: `Team ${n} after ${before}` } });
          },
          // Serialised, the fourth waits for three others: on a busy machine (npm test runs this tier beside
          // the browser tests) that took longer than Prisma's default 2 s wait to start a transaction.
          { maxWait: 30_000, timeout: 30_000 },
        ),
      ),
    );
    const names = (await db.team.findMany({ where: { groupId: group.id }, select: { name: true } })).map((t) => t.name);
    expect(names.map((name) => name.split(" after ")[1]).sort()).toEqual(["0", "1", "2", "3"]);
    const rows = await preparedQuery<{ name: string }>("thread_test", 'SELECT name FROM "group" WHERE id = $1', [
      group.id,
    ]);
    expect(rows).toEqual([{ name: "Thread Co" }]);
  });
});

describe("the PGlite thread's data folder", () => {
  it("keeps every committed write across kill -9", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "hr-pglite-kill-"));
    try {
      const child = spawn(process.execPath, ["tests/integration/helpers/pglite-thread-writer.mjs", root], {
        cwd: process.cwd(),
        stdio: ["ignore", "pipe", "inherit"],
      });
      let committed = 0;
      await new Promise<void>((resolve, reject) => {
        child.stdout.setEncoding("utf8");
        child.stdout.on("data", (chunk: string) => {
          for (const match of chunk.matchAll(/committed (\d+)/g)) committed = Number(match[1]);
          if (committed >= 200) resolve();
        });
        child.once("exit", (code) => reject(new Error(`the writer exited (${code}) after ${committed} rows`)));
      });
      child.kill("SIGKILL");
      await new Promise((r) => child.once("close", r));
      const pglite = new PGlite(path.join(root, "pglite"));
      const { rows } = await pglite.query<{ n: number }>("SELECT count(*)::int AS n FROM kill_test");
      await pglite.close();
      expect(rows[0].n).toBeGreaterThanOrEqual(committed);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
