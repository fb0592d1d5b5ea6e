// Starts the BE portal simulator in this test process and points the BE adapter at it (as scripts/start.ts
// does for `npm start`). Quiet: codes are read with latestCode, not from the log.
import { registerEmbeddedSimulators } from "@/lib/integrations/providers/provider-endpoints";
import { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";

export async function startBePortal(lines: string[] = []): Promise<BePortalSimulator> {
  const sim = new BePortalSimulator({ log: (line) => lines.push(line) });
  const port = await sim.start(0);
  registerEmbeddedSimulators({ bePortalUrl: `http://127.0.0.1:${port}/portal/api/v1` });
  return sim;
}
