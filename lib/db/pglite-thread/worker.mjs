// The embedded database's own thread (started by ./server.ts): opens PGlite on the data folder and serves it
// over the PostgreSQL wire protocol on a Unix socket, so the app reaches it through pg like a real PostgreSQL
// (PrismaPg, pg-boss, named prepared statements) while its WASM runs on the second core instead of Next's.
//
// Plain JavaScript (no build step): it runs unchanged under `npm start` (compiled server), tsx and jest.
//
// PGlite is ONE backend session; the socket accepts several client connections and shares the session out:
// - messages are executed per batch, a batch ending at Sync, a simple Query or Flush, so the messages of one
//   extended-protocol round (Parse/Bind/Execute/Sync) never interleave with another connection's;
// - a connection whose batch leaves the session inside a transaction (ReadyForQuery status T or E, or no
//   ReadyForQuery yet after a Flush) owns the session until it ends: other connections' batches wait, so an
//   interactive transaction is never mixed with another client's statements;
// - named prepared statements and portals are renamed per connection (`c<id>_<name>`), since two pg
//   connections preparing the same name would otherwise collide in the one session, and dropped when the
//   connection closes;
// - a connection that closes inside a transaction has it rolled back; Terminate is not forwarded;
// - session settings (SET) do not outlive the connection's use of the session: RESET ALL runs when a connection
//   closes, and when it hands the session back (ReadyForQuery I) after a batch that may have changed one (a
//   statement starting with SET/RESET, or set_config()); so a SET lasts to the end of its transaction, never
//   into another connection's statements. A SET hidden in a function body is only undone when the connection
//   closes. When the last open connection closes the whole session is reset (DISCARD ALL); while others are
//   open only what cannot be theirs is (their renamed prepared statements, temp tables and sequence state stay);
// - if PGlite itself throws (not an SQL error), the connection is dropped and the transaction it may have left
//   open is rolled back at once, before any other connection's batch runs.
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const { dataDir, startParams, socketDir, port, failOnMarker } = workerData;

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
// Messages after which the backend answers and the batch is handed to PGlite.
const BATCH_END = new Set([0x53 /* S Sync */, 0x51 /* Q Query */, 0x48 /* H Flush */]);
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
// A statement that may change a session setting: SET/RESET at the start of a statement (after comments), or a
// set_config() call. UPDATE … SET does not match; a false positive only costs one RESET ALL.
const CHANGES_SETTINGS = /(?:^|;)(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:set|reset)\b|\bset_config\s*\(/i;

/** Connections whose socket is open (their clean-up not yet queued). */
let openConnections = 0;

let nextConnectionId = 1;
/** @type {{ connection: Connection, bytes: Buffer }[]} */
const queue = [];
/** @type {Connection | null} the connection whose transaction is open in the session */
let owner = null;
let draining = false;
let pglite;

/** Runs queued batches one at a time; while a connection owns the session only its batches run. */
async function drain() {
  if (draining) return;
  draining = true;
  try {
    for (;;) {
      const index = owner ? queue.findIndex((job) => job.connection === owner) : 0;
      if (index < 0 || queue.length === 0) return;
      const [job] = queue.splice(index, 1);
      await job.run();
    }
  } finally {
    draining = false;
  }
}

function enqueue(connection, run) {
  queue.push({ connection, run });
  void drain();
}

/** The transaction status of the last ReadyForQuery in a response, or null when there is none. */
function lastReadyStatus(response) {
  let status = null;
  for (let offset = 0; offset + 5 <= response.length;) {
    const length = response.readInt32BE(offset + 1);
    if (response[offset] === 0x5a /* Z */ && length === 5) status = String.fromCharCode(response[offset + 5]);
    offset += 1 + length;
  }
  return status;
}

class Connection {
  constructor(socket) {
    this.id = nextConnectionId++;
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    this.started = false;
    /** @type {Buffer[]} messages read but not yet handed to PGlite */
    this.pending = [];
    /** @type {Set<string>} renamed statements prepared in the session by this connection */
    this.statements = new Set();
    this.closed = false;
    /** Whether a message read since the last submitted batch may change a session setting. */
    this.pendingChangesSettings = false;
    /** Whether a batch run since the session was last handed back may have changed a session setting. */
    this.changedSettings = false;
    openConnections++;
    socket.setNoDelay(true);
    socket.on("data", (chunk) => this.onData(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => this.onClose());
  }

  rename(name) {
    return name === "" ? "" : `c${this.id}_${name}`;
  }

  onData(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST) {
          this.socket.write("N");
          continue;
        }
        if (code === CANCEL_REQUEST) {
          this.socket.destroy();
          return;
        }
        this.started = true;
        this.submit(Buffer.from(message));
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < 1 + length) return;
      const type = this.buffer[0];
      const message = this.buffer.subarray(0, 1 + length);
      this.buffer = this.buffer.subarray(1 + length);
      if (type === 0x58 /* X Terminate */) {
        this.socket.end();
        return;
      }
      this.pending.push(this.renameIn(message));
      if (BATCH_END.has(type)) {
        this.submit(Buffer.concat(this.pending));
        this.pending = [];
      }
    }
  }

  /** The message with its statement and portal names made this connection's own (a copy when changed). */
  renameIn(message) {
    const type = message[0];
    const body = message.subarray(5);
    const cString = (from) => {
      const end = body.indexOf(0, from);
      return [body.toString("utf8", from, end), end + 1];
    };
    let parts;
    if (type === 0x51 /* Q Query: SQL */) {
      if (CHANGES_SETTINGS.test(cString(0)[0])) this.pendingChangesSettings = true;
      return message;
    }
    if (type === 0x50 /* P Parse: statement name, SQL, ... */) {
      const [name, rest] = cString(0);
      if (CHANGES_SETTINGS.test(cString(rest)[0])) this.pendingChangesSettings = true;
      if (name) this.statements.add(this.rename(name));
      parts = [this.rename(name), body.subarray(rest)];
    } else if (type === 0x42 /* B Bind: portal, statement, ... */) {
      const [portal, afterPortal] = cString(0);
      const [statement, rest] = cString(afterPortal);
      parts = [this.rename(portal), this.rename(statement), body.subarray(rest)];
    } else if (type === 0x44 /* D Describe */ || type === 0x43 /* C Close */) {
      const [name] = cString(1);
      if (!name) return message;
      if (type === 0x43 && body[0] === 0x53) this.statements.delete(this.rename(name));
      parts = [body.subarray(0, 1), this.rename(name)];
    } else if (type === 0x45 /* E Execute: portal, max rows */) {
      const [portal, rest] = cString(0);
      if (!portal) return message;
      parts = [this.rename(portal), body.subarray(rest)];
    } else {
      return message;
    }
    const chunks = parts.map((part) => (typeof part === "string" ? Buffer.from(`${part}\0`, "utf8") : part));
    const newBody = Buffer.concat(chunks);
    const header = Buffer.alloc(5);
    header[0] = type;
    header.writeInt32BE(4 + newBody.length, 1);
    return Buffer.concat([header, newBody]);
  }

  submit(bytes) {
    const changesSettings = this.pendingChangesSettings;
    this.pendingChangesSettings = false;
    enqueue(this, async () => {
      if (this.closed) return;
      if (changesSettings) this.changedSettings = true;
      let response;
      try {
        // Test hook (tests/integration/pglite-thread): simulates PGlite throwing on a batch holding the marker.
        if (failOnMarker && bytes.includes(failOnMarker)) throw new Error("injected failure (test)");
        response = Buffer.from(await pglite.execProtocolRaw(bytes));
      } catch (error) {
        // PGlite itself failed (not an SQL error, which comes back as an ErrorResponse): drop this client, and
        // clean up now, in this turn: its transaction may still be open, and the next batch to run would
        // otherwise execute inside it (the socket's close event comes too late, after other batches).
        console.error("[db thread]", error instanceof Error ? error.message : error);
        this.socket.destroy();
        await this.cleanUp({ afterFailure: true });
        return;
      }
      // Idle: the session is free. In a transaction (T, E) or mid-round after a Flush (no ReadyForQuery):
      // this connection keeps it.
      owner = lastReadyStatus(response) === "I" ? null : this;
      if (!this.socket.destroyed) this.socket.write(response);
      if (owner === null && this.changedSettings) {
        this.changedSettings = false;
        try {
          await pglite.exec("RESET ALL");
        } catch (error) {
          console.error("[db thread] resetting settings:", error instanceof Error ? error.message : error);
        }
      }
    });
  }

  onClose() {
    openConnections--;
    // Runs in turn like any batch (a clean-up after a failure has already run).
    if (!this.closed) enqueue(this, () => this.cleanUp({ afterFailure: false }));
    this.closed = true;
  }

  /**
   * Ends this connection's use of the session: rolls back its open transaction, frees its statements and
   * resets the settings. Runs as a job, so the session is either free or this connection's.
   */
  async cleanUp({ afterFailure }) {
    this.closed = true;
    try {
      // After a failure PGlite may be mid extended-protocol round, skipping messages until Sync: end it.
      if (afterFailure) await pglite.execProtocolRaw(SYNC);
      if (pglite.isInTransaction()) await pglite.exec("ROLLBACK");
      if (openConnections === 0) {
        // No other client: DISCARD ALL resets everything (prepared statements, temp tables, settings, LISTEN).
        await pglite.exec("DISCARD ALL");
      } else {
        for (const name of this.statements) {
          // One by one: a statement already gone (an earlier DISCARD ALL) must not stop the rest.
          await pglite.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => undefined);
        }
        await pglite.exec("RESET ALL");
      }
    } catch (error) {
      console.error("[db thread] cleaning up a closed connection:", error instanceof Error ? error.message : error);
    } finally {
      this.statements.clear();
      if (owner === this) owner = null;
    }
  }
}

async function main() {
  pglite = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...startParams] });
  await pglite.waitReady;
  mkdirSync(socketDir, { recursive: true });
  const socketPath = path.join(socketDir, `.s.PGSQL.${port}`);
  rmSync(socketPath, { force: true });
  const connections = new Set();
  const server = createServer((socket) => {
    const connection = new Connection(socket);
    connections.add(connection);
    socket.on("close", () => connections.delete(connection));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  parentPort.on("message", async (message) => {
    if (message?.type !== "close") return;
    server.close();
    for (const connection of connections) connection.socket.destroy();
    // Let the closed sockets queue their clean-ups and those run, then close PGlite (a clean shutdown).
    await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => enqueue(null, async () => resolve()));
    await pglite.close();
    rmSync(socketPath, { force: true });
    parentPort.postMessage({ type: "closed" });
  });
  parentPort.postMessage({ type: "ready" });
}

main().catch((error) => {
  parentPort.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
});
