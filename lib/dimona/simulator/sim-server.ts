// The RSZ/ONSS Dimona simulator: a real HTTP peer shaped on the RSZ REST v2 web service that the app's
// client (lib/dimona/rsz-client.ts) talks to. It never imports the client's code.
//   POST /REST/oauth/v5/token          client_credentials with a private_key_jwt assertion (RS256), verified
//                                      against the public key registered for the client id (iss = sub =
//                                      client id, aud = this token URL, jti used once, exp)
//   POST /REST/dimona/v2/declarations  201 + Location; 400 with the glossary errors (sim-rules.ts); an
//                                      Idempotency-Key seen before answers the first declaration's Location
//   GET  /REST/dimona/v2/declarations/{id}  404 until processed (after `processAfterPolls` polls), then
//                                      {declarationStatus: {result A|W|B|S, period: {id}, anomalies: []}}
// Results: S without an INSZ (waiting for identification); B 90017-510 for a flexi-job of a worker marked
// ineligible, B 00913-355 on a cancelled period; W 90017-369 once a student's planned hours pass the yearly
// quota; otherwise A. Faults as the other simulators (500, no answer) plus `refuseToken`.
import { randomBytes, randomUUID, type KeyObject } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { jwtVerify } from "jose";
import { BadRequest, readBody, readJsonBody, sendJson } from "../../integrations/simulators/shared/sim-http";
import { SimHttpServer, type TransportFaults } from "../../integrations/simulators/shared/sim-transport";
import { makePeriodId, readDeclaration, type SimDeclarationKind, type SimError } from "./sim-rules";

export const RSZ_TOKEN_PATH = "/REST/oauth/v5/token";
export const RSZ_DIMONA_PREFIX = "/REST/dimona/v2";

export type RszSimFaults = TransportFaults & {
  /** Every token request is refused (invalid_client). */
  refuseToken?: boolean;
};

export type RszAnomaly = { code: string; description: string };
export type RszResult = "A" | "W" | "B" | "S";

type Period = { id: string; ssin: string | null; startDate: string; endDate: string | null; cancelled: boolean };
type SimDeclaration = {
  id: string;
  kind: SimDeclarationKind;
  body: Record<string, unknown>;
  polls: number;
  status?: { result: RszResult; period?: { id: string }; anomalies: RszAnomaly[] };
};

export type RszSimulatorOptions = {
  /** Registered OAuth clients: client id and the public key their assertions are signed for. */
  clients: { clientId: string; publicKey: KeyObject }[];
  /** GETs answered 404 before the result (default 1). */
  processAfterPolls?: number;
  /** Students' planned hours a year before W 90017-369 (a configuration value: 475 h from 2025). */
  studentQuotaHours?: number;
  log?: (line: string) => void;
};

export class RszDimonaSimulator {
  private readonly clients: RszSimulatorOptions["clients"];
  private readonly tokens = new Map<string, { clientId: string; expiresAt: number }>();
  private readonly usedJti = new Set<string>();
  private readonly declarations = new Map<string, SimDeclaration>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly periods = new Map<string, Period>();
  private readonly studentHours = new Map<string, number>();
  private readonly flexiIneligible = new Set<string>();
  private faults: RszSimFaults = {};
  private periodSeq = 0;
  private port = 0;
  private readonly http = new SimHttpServer((req, res) => this.handle(req, res));
  processAfterPolls: number;
  private readonly quota: number;
  private readonly log: (line: string) => void;
  /** Requests seen, "METHOD path" (tests check what the client really did, e.g. no second POST). */
  readonly requests: string[] = [];

  constructor(options: RszSimulatorOptions) {
    this.clients = options.clients;
    this.processAfterPolls = options.processAfterPolls ?? 1;
    this.quota = options.studentQuotaHours ?? 475;
    this.log = options.log ?? ((line) => console.log(`[rsz-simulator] ${line}`));
  }

  start(port = 0, host = "127.0.0.1"): Promise<number> {
    return this.http.listen(port, host).then((p) => (this.port = p));
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  setFaults(faults: RszSimFaults): void {
    this.faults = { ...faults };
  }

  /** A worker (by INSZ) who does not meet the flexi-job conditions: their FLX IN is refused (90017-510). */
  markFlexiIneligible(ssin: string): void {
    this.flexiIneligible.add(ssin);
  }

  /** How many declarations the simulator holds (a second POST with the same idempotency key adds none). */
  get declarationCount(): number {
    return this.declarations.size;
  }

  period(id: string): Period | undefined {
    return this.periods.get(id);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://simulator");
    const path = url.pathname.replace(/\/+$/, "");
    this.requests.push(`${req.method} ${path}`);
    try {
      if (path === "/REST/_sim/faults" && req.method === "POST") {
        this.setFaults((await readJsonBody(req)) as RszSimFaults);
        return sendJson(res, 200, { ok: true });
      }
      const faulted = await this.http.injectFaults(this.faults, path, res, () =>
        sendJson(res, 500, { title: "Internal server error", status: 500 }),
      );
      if (faulted) return;
      if (path === RSZ_TOKEN_PATH && req.method === "POST") return await this.token(req, res);
      if (!path.startsWith(RSZ_DIMONA_PREFIX)) return sendJson(res, 404, { title: "Not found" });
      if (!this.authorized(req)) {
        return sendJson(res, 401, { title: "Unauthorized" }, { "www-authenticate": 'Bearer error="invalid_token"' });
      }
      const rest = path.slice(RSZ_DIMONA_PREFIX.length);
      if (rest === "/declarations" && req.method === "POST") return await this.post(req, res);
      const one = /^\/declarations\/([\w-]+)$/.exec(rest);
      if (one && req.method === "GET") return this.get(res, one[1]!);
      return sendJson(res, 404, { title: "Not found" });
    } catch (error) {
      if (error instanceof BadRequest) return sendJson(res, 400, { title: error.message });
      this.log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      return sendJson(res, 500, { title: "Internal server error" });
    }
  }

  // RFC 7523 client authentication: the assertion is the client's only credential.
  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req, 16 * 1024));
    const refuse = (description: string) =>
      sendJson(res, 401, { error: "invalid_client", error_description: description });
    if (form.get("grant_type") !== "client_credentials") return sendJson(res, 400, { error: "unsupported_grant_type" });
    if (form.get("client_assertion_type") !== "urn:ietf:params:oauth:client-assertion-type:jwt-bearer") {
      return refuse("client assertion expected");
    }
    if (this.faults.refuseToken) return refuse("client refused");
    const assertion = form.get("client_assertion") ?? "";
    const claimed = decodeIssuer(assertion);
    const client = this.clients.find((c) => c.clientId === claimed);
    if (!client) return refuse("unknown client");
    try {
      const { payload } = await jwtVerify(assertion, client.publicKey, {
        algorithms: ["RS256"],
        issuer: client.clientId,
        subject: client.clientId,
        audience: `${this.origin}${RSZ_TOKEN_PATH}`,
        requiredClaims: ["jti", "exp", "iat"],
        maxTokenAge: "10 minutes",
      });
      if (this.usedJti.has(String(payload.jti))) return refuse("assertion replayed");
      this.usedJti.add(String(payload.jti));
    } catch (error) {
      return refuse(`assertion rejected: ${error instanceof Error ? error.message : "invalid"}`);
    }
    const token = randomBytes(24).toString("base64url");
    this.tokens.set(token, { clientId: client.clientId, expiresAt: Date.now() + 3600_000 });
    return sendJson(res, 200, {
      access_token: token,
      token_type: "Bearer",
      expires_in: 3600,
      scope: form.get("scope") ?? "",
    });
  }

  private authorized(req: IncomingMessage): boolean {
    const token = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const held = this.tokens.get(token);
    return !!held && held.expiresAt > Date.now();
  }

  private async post(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const key = String(req.headers["idempotency-key"] ?? "");
    const known = key ? this.byIdempotencyKey.get(key) : undefined;
    const location = (id: string) => ({ location: `${this.origin}${RSZ_DIMONA_PREFIX}/declarations/${id}` });
    if (known) return sendJson(res, 201, { id: known }, location(known));
    const body = (await readJsonBody(req)) as Record<string, unknown>;
    const { kind, errors } = readDeclaration(body);
    if (errors.length) return sendJson(res, 400, { title: "Invalid declaration", errors });
    const id = randomUUID();
    this.declarations.set(id, { id, kind, body, polls: 0 });
    if (key) this.byIdempotencyKey.set(key, id);
    return sendJson(res, 201, { id }, location(id));
  }

  private get(res: ServerResponse, id: string): void {
    const declaration = this.declarations.get(id);
    if (!declaration) return sendJson(res, 404, { title: "Unknown declaration" });
    if (!declaration.status) {
      declaration.polls += 1;
      if (declaration.polls <= this.processAfterPolls) return sendJson(res, 404, { title: "Not processed yet" });
      declaration.status = this.process(declaration);
    }
    return sendJson(res, 200, { declarationId: id, declarationStatus: declaration.status });
  }

  // The RSZ's decision, taken once when the declaration is first read after processing.
  private process(declaration: SimDeclaration): NonNullable<SimDeclaration["status"]> {
    const part = declaration.body[declaration.kind] as Record<string, unknown>;
    const worker = (declaration.body.worker ?? {}) as Record<string, unknown>;
    const refuse = (anomaly: RszAnomaly) => ({ result: "B" as const, anomalies: [anomaly] });
    if (declaration.kind !== "dimonaIn") {
      const period = this.periods.get(String(part.periodId));
      if (!period) return refuse({ code: "00913-354", description: "period unknown (simulator)" });
      if (period.cancelled) return refuse({ code: "00913-355", description: "period already cancelled" });
      if (declaration.kind === "dimonaCancel") period.cancelled = true;
      else {
        if (typeof part.startDate === "string") period.startDate = part.startDate;
        if (typeof part.endDate === "string") period.endDate = part.endDate;
      }
      return { result: "A", period: { id: period.id }, anomalies: [] };
    }
    const features = (part.features ?? {}) as Record<string, unknown>;
    const ssin = typeof worker.ssin === "string" ? worker.ssin : null;
    if (ssin && features.workerType === "FLX" && this.flexiIneligible.has(ssin)) {
      return refuse({ code: "90017-510", description: "flexi-job conditions not met" });
    }
    const period: Period = {
      id: makePeriodId((this.periodSeq += 1)),
      ssin,
      startDate: String(part.startDate),
      endDate: typeof part.endDate === "string" ? part.endDate : null,
      cancelled: false,
    };
    this.periods.set(period.id, period);
    if (!ssin) return { result: "S", period: { id: period.id }, anomalies: [] };
    const anomalies: RszAnomaly[] = [];
    if (features.workerType === "STU") {
      const key = `${ssin}:${period.startDate.slice(0, 4)}`;
      const total = (this.studentHours.get(key) ?? 0) + Number(part.plannedHoursNumber ?? 0);
      this.studentHours.set(key, total);
      if (total > this.quota) anomalies.push({ code: "90017-369", description: "student quota exceeded" });
    }
    return { result: anomalies.length ? "W" : "A", period: { id: period.id }, anomalies };
  }
}

function decodeIssuer(jwt: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.iss === "string" ? payload.iss : null;
  } catch {
    return null;
  }
}

export type { SimError };
