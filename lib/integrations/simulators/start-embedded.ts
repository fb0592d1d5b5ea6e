// `npm start` on the embedded default (PGlite), or with BE_PORTAL_SIMULATOR=1, serves the BE portal simulator
// in process, on its own port (BE_PORTAL_SIM_PORT, default PORT + 7), with its store from DATA_DIR (the demo
// company's portal data), and points the BE adapter at it. With BE_PORTAL_URL set (a real portal, or a
// simulator elsewhere) nothing is started. On PostgreSQL (a production install) it is not started unasked:
// credentials people type must never go to a local fake; with no portal configured, adding an integration
// answers 422 on `provider`.
import { databaseKind } from "../../db/client";
import { registerEmbeddedSimulators } from "../providers/provider-endpoints";
import { BePortalSimulator } from "./be-portal/sim-server";
import { readSimCompanies } from "./be-portal/sim-file";

/** Whether this process serves the simulator: no portal named, and the embedded default or asked for. */
export function wantsEmbeddedSimulator(env: Record<string, string | undefined> = process.env): boolean {
  if (env.BE_PORTAL_URL?.trim()) return false;
  return env.BE_PORTAL_SIMULATOR === "1" || databaseKind() === "pglite";
}

export async function startEmbeddedSimulators(appPort: number, dataDir: string) {
  if (!wantsEmbeddedSimulator()) return null;
  const sim = new BePortalSimulator({ companies: readSimCompanies(dataDir) });
  let port: number;
  try {
    port = await sim.start(Number(process.env.BE_PORTAL_SIM_PORT) || appPort + 7);
  } catch (error) {
    // The app runs without it: integration commands then fail with "the portal cannot be reached".
    console.error("BE portal simulator could not start:", error instanceof Error ? error.message : error);
    return null;
  }
  registerEmbeddedSimulators({ bePortalUrl: `http://127.0.0.1:${port}/portal/api/v1` });
  return { sim, port };
}
