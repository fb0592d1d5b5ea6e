// Serves the RSZ Dimona simulator in this process (npm start on the embedded default, or RSZ_SIMULATOR=1)
// on RSZ_SIM_PORT (default PORT + 9), unless RSZ_DIMONA_URL names the real web service. A demo key pair is
// made for this process: the simulator registers its public key for the demo client id, and the app's
// client signs its assertions with the private key (the way a company registers its key at the RSZ).
import { generateKeyPairSync } from "node:crypto";
import { databaseKind } from "../../db/client";
import { registerRszSimulator } from "../rsz-endpoint";
import { RSZ_DIMONA_PREFIX, RSZ_TOKEN_PATH, RszDimonaSimulator } from "./sim-server";

type Env = Record<string, string | undefined>;
export const DEMO_RSZ_CLIENT_ID = "hr-platform-demo";

export function wantsEmbeddedRsz(env: Env = process.env): boolean {
  if (env.RSZ_DIMONA_URL?.trim()) return false;
  // Only asked for by name (or the embedded demo default): on PostgreSQL, BE_PORTAL_SIMULATOR=1 must not make
  // real Dimona declarations go to a local fake.
  return env.RSZ_SIMULATOR === "1" || databaseKind() === "pglite";
}

/** Starts a simulator with a fresh demo key pair and points the client at it. */
export async function startRszSimulator(
  port: number,
  options: { processAfterPolls?: number; log?: (line: string) => void } = {},
): Promise<RszDimonaSimulator> {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const sim = new RszDimonaSimulator({ clients: [{ clientId: DEMO_RSZ_CLIENT_ID, publicKey }], ...options });
  await sim.start(port);
  registerRszSimulator({
    baseUrl: `${sim.origin}${RSZ_DIMONA_PREFIX}`,
    tokenUrl: `${sim.origin}${RSZ_TOKEN_PATH}`,
    clientId: DEMO_RSZ_CLIENT_ID,
    privateKey,
  });
  return sim;
}

export async function startEmbeddedRsz(appPort: number): Promise<{ sim: RszDimonaSimulator; port: number } | null> {
  if (!wantsEmbeddedRsz()) return null;
  try {
    const sim = await startRszSimulator(Number(process.env.RSZ_SIM_PORT) || appPort + 9);
    return { sim, port: Number(new URL(sim.origin).port) };
  } catch (error) {
    // The app runs without it: declarations stay pending ("No RSZ web service is configured") and are retried.
    console.error("RSZ Dimona simulator could not start:", error instanceof Error ? error.message : error);
    return null;
  }
}
