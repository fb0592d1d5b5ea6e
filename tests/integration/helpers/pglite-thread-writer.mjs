// Child process for the kill -9 test (pglite-thread.integration.test.ts): opens the data folder in the PGlite
// thread exactly as `npm start` does (lib/db/pglite-thread/worker.mjs), then inserts rows one by one through
// pg, each in its own committed transaction, and prints the id of every row whose COMMIT was answered.
// The test kills this process with SIGKILL mid-way and checks every printed row is still there.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";

// <root>/pglite is the data folder, <root>/socket the socket's (the test removes <root>).
const [root] = process.argv.slice(2);
const dataDir = path.join(root, "pglite");
const socketDir = path.join(root, "socket");
mkdirSync(socketDir, { recursive: true });
const worker = new Worker(path.resolve("lib/db/pglite-thread/worker.mjs"), {
  workerData: { dataDir, startParams: [], socketDir, port: 5432 },
});
await new Promise((resolve, reject) => {
  worker.once("message", (m) => (m.type === "ready" ? resolve() : reject(new Error(m.message))));
  worker.once("error", reject);
});
const client = new pg.Client({ host: socketDir, port: 5432, user: "postgres", database: "postgres" });
await client.connect();
await client.query("CREATE TABLE IF NOT EXISTS kill_test (id int PRIMARY KEY, payload text NOT NULL)");
console.log("ready");
for (let id = 1; ; id++) {
  await client.query("BEGIN");
  await client.query("INSERT INTO kill_test (id, payload) VALUES ($1, $2)", [id, "x".repeat(2000)]);
  await client.query("COMMIT");
  console.log(`committed ${id}`);
}
