// The app's server: builds the app if there is no build, opens the database (embedded PGlite in DATA_DIR
// unless DATABASE_URL points at PostgreSQL), applies migrations and seeds the demo companies into an empty
// database, then serves the app on PORT and prints where to sign in. `--dev` runs Next in development mode.
//
// `npm start` runs this compiled (scripts/start.mjs): migrations and the seed then ran already in a process
// of their own (scripts/prepare-db.ts), which says so with HR_DB_PREPARED=1. `npx tsx scripts/start.ts`
// (and `npm run dev`) does everything in this one process.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import { demoPassword, loadEnvAndSecrets, migrateAndSeed, projectRoot } from "./bootstrap";
import { EmbeddedPusherServer } from "../lib/realtime/embedded-pusher-server";
import { registerEmbeddedRealtime } from "../lib/realtime/publish";
import { realtimeConfig } from "../lib/realtime/realtime-config";
import { REMOTE_ADDRESS_HEADER } from "../lib/api/request-checks";

const dev = process.argv.includes("--dev");

async function main() {
  loadEnvAndSecrets();
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOST || "0.0.0.0";

  if (!dev && !existsSync(path.join(projectRoot, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
    console.log("No build found: building the app (about a minute)…");
    execFileSync(process.execPath, [require.resolve("next/dist/bin/next"), "build"], {
      cwd: projectRoot,
      stdio: "inherit",
    });
  }

  if (process.env.HR_DB_PREPARED !== "1") {
    const { target, applied, seeded } = await migrateAndSeed();
    console.log(
      `Database: ${target}; ${applied.length} migration(s) applied${seeded ? "; demo companies seeded" : ""}.`,
    );
  }

  const pgliteThread = await startDatabaseThread();

  (process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
  // The build's resolved configuration (issue 18: ~75 MB less RSS idle). HR_BUILT_CONFIG=0 loads
  // next.config.ts instead, as `next start` does. The federation specs (and the people, shell and flows
  // specs) passed with it at stop 19.
  if (!dev && process.env.HR_BUILT_CONFIG !== "0") applyBuiltConfig();
  const next = (await import("next")).default;
  const app = next({ dev, dir: projectRoot, hostname: "localhost", port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Realtime: without PUSHER_* settings this process serves the Pusher protocol on its own port.
  const realtime = realtimeConfig();
  const pusherServer = realtime.mode === "embedded" ? new EmbeddedPusherServer(realtime) : null;
  const server = createServer((req, res) => {
    // Route handlers see no socket: pass the peer's address on in a header no client can set (lib/api/request-checks.ts).
    req.headers[REMOTE_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    if (pusherServer?.handleRequest(req, res)) return;
    void handle(req, res);
  });
  const nextUpgrade = (
    app as { getUpgradeHandler?: () => (req: unknown, socket: unknown, head: unknown) => Promise<void> }
  ).getUpgradeHandler?.();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pusherServer?.handleUpgrade(req, socket, head)) return;
    if (nextUpgrade) void nextUpgrade(req, socket, head);
    else socket.destroy();
  };
  // Upgrades are dispatched by onUpgrade alone. Next adds its own "upgrade" listener to the server of the
  // first request it handles (NextCustomServer.setupWebSocketHandler), which would also see the realtime
  // sockets: since the app/(lost) catch-all page matches /app/<key>, Next's handler ends them, and every
  // live notification and export progress event was lost to reconnects. Non-realtime upgrades (dev HMR)
  // still reach Next through onUpgrade.
  server.on("newListener", (event, listener) => {
    if (event === "upgrade" && listener !== onUpgrade)
      process.nextTick(() => server.removeListener("upgrade", listener));
  });
  server.on("upgrade", onUpgrade);
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  if (pusherServer) registerEmbeddedRealtime({ port });
  // The payroll-provider simulators (lib/integrations/simulators), unless env names a real portal or API.
  const { startEmbeddedSimulators } = await import("../lib/integrations/simulators/start-embedded");
  const simulators = await startEmbeddedSimulators(port, path.resolve(projectRoot, process.env.DATA_DIR || ".data"));
  if (simulators.bePort)
    console.log(`BE portal simulator: http://localhost:${simulators.bePort}/portal/second-factor (codes)`);
  if (simulators.nlPort) console.log(`NL payroll simulator: http://localhost:${simulators.nlPort}/loket (demo login)`);
  if (simulators.rszPort) console.log(`RSZ Dimona simulator: http://localhost:${simulators.rszPort}/REST/dimona/v2`);
  // Background jobs (exports, the weekly digest) start after the server answers: on a first start the
  // queue creates its tables, which must not delay the sign-in page.
  void import("../lib/jobs/start-workers")
    .then(({ startJobWorkers }) => startJobWorkers())
    .then(() => console.log("Background jobs: started."))
    .catch((error) => console.error("Background jobs could not start:", error));

  const url = `http://localhost:${port}`;
  console.log(`
HR Platform is running at ${url}

Sign in at ${url}/login with one of the demo users (password: ${process.env.DEMO_PASSWORD ? "the DEMO_PASSWORD you set" : demoPassword()}):
  admin@demo.test     admin of both demo companies (full and light edition)
  manager@demo.test   team manager (team_only, sees one team)
  readonly@demo.test  read-only user
  payroll@demo.test   payroll officer (default role with wages access)
  employee@demo.test  self-service employee
`);

  const stop = async () => {
    pusherServer?.close();
    await simulators.stop();
    server.close();
    await (await import("../lib/jobs/queue")).stopQueue();
    const { disconnectDb } = await import("../lib/db/client");
    await disconnectDb();
    await pgliteThread?.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/**
 * Production reads the configuration the build resolved (required-server-files.json, what Next's own
 * standalone server does) instead of loading next.config.ts: compiling that file loads Next's native SWC
 * binding and, through next-intl's plugin, @swc/core, ~34 MB of RSS the server then kept for its whole life
 * (issue 18's memory target), and took seconds of every start. The headers, rewrites and redirects are
 * in the build's routes-manifest.json either way. A build without the file (an older Next) falls back.
 */
function applyBuiltConfig() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const file = path.join(projectRoot, distDir, "required-server-files.json");
  if (!existsSync(file)) return;
  const { config } = JSON.parse(readFileSync(file, "utf8")) as { config: Record<string, unknown> };
  // The build may have been copied to another folder (bench/'s BENCH_DIST_DIRS) since it was made.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...config, distDir });
}

/**
 * With HR_PGLITE_THREAD=1, the embedded database (PGlite) in a thread of its own, beside Next's
 * (lib/db/pglite-thread/server.ts). Opt-in: on a 2-core machine kept busy by other work it measured slower
 * than PGlite in Next's thread (the protocol round trips cost CPU there was none to spare); measure it on a
 * quiet machine with `BENCH_DATABASES=embedded,embedded-thread npx tsx bench/embedded-load.ts`.
 */
async function startDatabaseThread() {
  const { databaseKind, disconnectDb } = await import("../lib/db/client");
  if (databaseKind() !== "pglite" || process.env.HR_PGLITE_THREAD !== "1") return null;
  // Without HR_DB_PREPARED, migrateAndSeed opened the folder in this thread: it can be open only once.
  await disconnectDb();
  const { startPgliteThread } = await import("../lib/db/pglite-thread/server");
  return startPgliteThread({ projectRoot });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
