// The transport side every simulator shares: listening and stopping, and the faults a test injects below
// the protocol (no answer, latency, 500s). Each simulator keeps its own protocol, data and validation and
// only says what its 500 looks like.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

export type TransportFaults = {
  /** The next N requests answer 500. */
  error500?: number;
  /** Every request whose path contains this answers 500 (a fault in the middle of a sync). */
  error500Path?: string;
  /** The next N requests get no answer at all (the client's timeout must fire). */
  timeout?: number;
  /** Added to every answer. */
  latencyMs?: number;
};

/** The zod shape of TransportFaults, for a simulator's faults control endpoint. */
export const transportFaultsShape = {
  error500: z.number().int().min(0).max(1000),
  error500Path: z.string().min(1).max(200),
  timeout: z.number().int().min(0).max(1000),
  latencyMs: z.number().int().min(0).max(60_000),
};

/** An HTTP server for one simulator; requests it leaves unanswered (timeout fault) are cut on stop. */
export class SimHttpServer {
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();

  constructor(private readonly handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {}

  async listen(port: number, host: string): Promise<number> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    return (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Applies the transport faults to a request (consuming the counted ones): true when the request is
   * dealt with (left unanswered, or answered by `answer500`), false when the protocol should answer it.
   */
  async injectFaults(faults: TransportFaults, path: string, res: ServerResponse, answer500: () => void) {
    if (faults.timeout && faults.timeout > 0) {
      faults.timeout -= 1;
      this.hanging.add(res);
      res.on("close", () => this.hanging.delete(res));
      return true; // never answered
    }
    if (faults.latencyMs) await new Promise((r) => setTimeout(r, faults.latencyMs));
    const pathFault = faults.error500Path !== undefined && path.includes(faults.error500Path);
    if (pathFault || (faults.error500 ?? 0) > 0) {
      if (!pathFault) faults.error500 = (faults.error500 ?? 1) - 1;
      answer500();
      return true;
    }
    return false;
  }
}
