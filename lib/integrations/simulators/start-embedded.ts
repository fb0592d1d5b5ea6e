// `npm start` on the embedded default (PGlite), or when asked for, serves the provider simulators in process,
// each on its own port, and points the adapters at them:
// - the BE portal simulator (BE_PORTAL_SIM_PORT, default PORT + 7) with its store from DATA_DIR (the demo
//   company's portal data), unless BE_PORTAL_URL names a portal; asked for with BE_PORTAL_SIMULATOR=1;
// - the NL payroll simulator (NL_PAYROLL_SIM_PORT, default PORT + 8) with its demo employer (sim-demo.ts),
//   unless NL_PAYROLL_URL names an API; asked for with NL_PAYROLL_SIMULATOR=1 (or BE_PORTAL_SIMULATOR=1).
// - the RSZ Dimona simulator (RSZ_SIM_PORT, default PORT + 9) with a demo key pair (lib/dimona/simulator),
//   unless RSZ_DIMONA_URL names the RSZ web service; asked for with RSZ_SIMULATOR=1.
// On PostgreSQL (a production install) neither starts unasked: credentials people type must never go to a
// local fake; with no provider configured, adding an integration answers 422 on `provider`.
import { randomBytes } from "node:crypto";
import { databaseKind } from "../../db/client";
import { registerEmbeddedSimulators } from "../providers/provider-endpoints";
import { BePortalSimulator } from "./be-portal/sim-server";
import { readSimCompanies } from "./be-portal/sim-file";
import { NL_DEMO_CREDENTIALS, demoLoketEmployer } from "./nl-loket/sim-demo";
import { NL_API_PREFIX, NlPayrollSimulator } from "./nl-loket/sim-server";
import { startEmbeddedRsz } from "../../dimona/simulator/start-rsz";

type Env = Record<string, string | undefined>;

/** Whether this process serves the BE simulator: no portal named, and the embedded default or asked for. */
export function wantsEmbeddedSimulator(env: Env = process.env): boolean {
  if (env.BE_PORTAL_URL?.trim()) return false;
  return env.BE_PORTAL_SIMULATOR === "1" || databaseKind() === "pglite";
}

/** Whether this process serves the NL simulator: no API named, and the embedded default or asked for. */
export function wantsEmbeddedNlSimulator(env: Env = process.env): boolean {
  if (env.NL_PAYROLL_URL?.trim()) return false;
  return env.NL_PAYROLL_SIMULATOR === "1" || env.BE_PORTAL_SIMULATOR === "1" || databaseKind() === "pglite";
}

export type EmbeddedSimulators = {
  bePort: number | null;
  nlPort: number | null;
  rszPort: number | null;
  stop(): Promise<void>;
};

async function startBe(appPort: number, dataDir: string): Promise<{ sim: BePortalSimulator; port: number } | null> {
  if (!wantsEmbeddedSimulator()) return null;
  const sim = new BePortalSimulator({ companies: readSimCompanies(dataDir) });
  try {
    const port = await sim.start(Number(process.env.BE_PORTAL_SIM_PORT) || appPort + 7);
    registerEmbeddedSimulators({ bePortalUrl: `http://127.0.0.1:${port}/portal/api/v1` });
    return { sim, port };
  } catch (error) {
    // The app runs without it: integration commands then fail with "the portal cannot be reached".
    console.error("BE portal simulator could not start:", error instanceof Error ? error.message : error);
    return null;
  }
}

async function startNl(appPort: number): Promise<{ sim: NlPayrollSimulator; port: number } | null> {
  if (!wantsEmbeddedNlSimulator()) return null;
  // The app's OAuth client at the simulator: env's when set (to try the same values as for a real API),
  // else one made up for this process.
  const client = {
    clientId: process.env.NL_PAYROLL_CLIENT_ID?.trim() || "hr-platform",
    clientSecret: process.env.NL_PAYROLL_CLIENT_SECRET || randomBytes(18).toString("base64url"),
  };
  const sim = new NlPayrollSimulator({
    employers: [demoLoketEmployer()],
    clients: [client],
    demoNote: `Demo login: customer code ${NL_DEMO_CREDENTIALS.customerCode}, username ${NL_DEMO_CREDENTIALS.username}, password ${NL_DEMO_CREDENTIALS.password}`,
  });
  try {
    const port = await sim.start(Number(process.env.NL_PAYROLL_SIM_PORT) || appPort + 8);
    const origin = `http://127.0.0.1:${port}`;
    registerEmbeddedSimulators({
      nlPayroll: { baseUrl: `${origin}${NL_API_PREFIX}`, tokenUrl: `${origin}/loket/oauth/token`, ...client },
    });
    return { sim, port };
  } catch (error) {
    console.error("NL payroll simulator could not start:", error instanceof Error ? error.message : error);
    return null;
  }
}

export async function startEmbeddedSimulators(appPort: number, dataDir: string): Promise<EmbeddedSimulators> {
  const be = await startBe(appPort, dataDir);
  const nl = await startNl(appPort);
  const rsz = await startEmbeddedRsz(appPort);
  return {
    bePort: be?.port ?? null,
    nlPort: nl?.port ?? null,
    rszPort: rsz?.port ?? null,
    async stop() {
      await Promise.all([be?.sim.stop(), nl?.sim.stop(), rsz?.sim.stop()]);
    },
  };
}
