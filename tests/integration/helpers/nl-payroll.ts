// Starts the NL payroll simulator in this test process and points the NL adapter at it (as start-embedded.ts
// does for `npm start`), with an OAuth client only this process knows.
import { registerEmbeddedSimulators } from "@/lib/integrations/providers/provider-endpoints";
import { NL_API_PREFIX, NlPayrollSimulator } from "@/lib/integrations/simulators/nl-loket/sim-server";
import type { LoketEmployer } from "@/lib/integrations/simulators/nl-loket/sim-store";

export const TEST_NL_CLIENT = { clientId: "hr-test", clientSecret: "client-secret-for-tests-only" };

export async function startNlPayroll(
  options: { employers?: LoketEmployer[]; accessTokenTtlMs?: number; lines?: string[] } = {},
): Promise<NlPayrollSimulator> {
  const lines = options.lines ?? [];
  const sim = new NlPayrollSimulator({
    employers: options.employers,
    clients: [TEST_NL_CLIENT],
    accessTokenTtlMs: options.accessTokenTtlMs,
    log: (line) => lines.push(line),
  });
  const port = await sim.start(0);
  const origin = `http://127.0.0.1:${port}`;
  registerEmbeddedSimulators({
    nlPayroll: { baseUrl: `${origin}${NL_API_PREFIX}`, tokenUrl: `${origin}/loket/oauth/token`, ...TEST_NL_CLIENT },
  });
  return sim;
}
