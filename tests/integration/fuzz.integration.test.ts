// Zero 5xx (issue 17): a property-based fuzz test over every route of the OpenAPI document. For each
// operation, fast-check draws inputs from the route's own input schema (the JSON Schema the document derives
// from its zod schema) and hostile ones (wrong types, oversized and odd unicode text, edge numbers,
// prototype-pollution keys, non-object and malformed JSON bodies, the other group's ids), and sends them as
// group A's admin, manager (team_only), employee, read-only admin and signed out. No answer may be a 5xx,
// and group B's data (every table with a group_id, and its members' user rows) must be exactly as before.
//
// Bounded for `npm test`: FUZZ_RUNS (default 1) multiplies the inputs per route and profile; the figures
// (routes, operations, inputs tried, 5xx) are printed. FUZZ_SEED replays a run.
import fc from "fast-check";
import { NextRequest } from "next/server";
import { setupTestDatabase } from "./helpers/db";
import { signInAs, type Caller } from "./helpers/http";
import { makeMatrixFixture, type MatrixFixture } from "./permission-matrix/fixture";
import { RAW_BODIES, hostileValue, routeInput, type JsonSchema } from "./fuzz/arbitraries";
import { groupSnapshot } from "./fuzz/group-snapshot";
import { createEmployee, createUserInGroup } from "@/prisma/seed/factories";
import { buildOpenApiDocument } from "@/lib/openapi/build-document";
import { stopQueue } from "@/lib/jobs/queue";
import { db } from "@/lib/db/client";
import { ROUTE_MODULES } from "@/app/api/openapi.json/route-modules.generated";

// Opening a session through Auth.js needs Next's request scope, which a handler called directly lacks (the
// impersonation and SSO tests stand in for it the same way); the ticket itself is still issued.
jest.mock("@/lib/federation/sign-in-with-ticket", () => ({ signInWithTicket: jest.fn(async () => undefined) }));

const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
// Inputs per operation and profile: the admin reaches the deepest code, so gets the most.
const RUNS = { signedOut: 1, employee: 2, manager: 2, readOnly: 2, admin: 8 } as const;
type Profile = keyof typeof RUNS;
const PROFILES = Object.keys(RUNS) as Profile[];

type Operation = {
  path: string;
  method: string;
  pathParams: string[];
  input: JsonSchema | undefined;
  kind: string;
  handler: Handler;
};
type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Failure = { op: string; profile: Profile; status: number; input: string };

let a: MatrixFixture;
let b: MatrixFixture;
let userIds: Record<Exclude<Profile, "signedOut">, string>;
let operations: Operation[] = [];
let ids: (string | number)[] = [];

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeMatrixFixture();
  b = await makeMatrixFixture();
  const selfEmployee = await createEmployee({
    groupId: a.group.id,
    teamId: a.objects.sales.id,
    firstName: "Fuzz",
    lastName: "Employee",
  });
  const employee = await createUserInGroup({ group: a.group, role: "employee", employeeId: selfEmployee.id });
  const userOf = async (caller: Caller) =>
    (await db.userSession.findUniqueOrThrow({ where: { id: caller.sessionId } })).userId;
  userIds = {
    employee: employee.user.id,
    manager: await userOf(a.callers.teamOnly),
    readOnly: await userOf(a.callers.readOnly),
    admin: a.objects.admin.user.id,
  };
  const o = b.objects;
  // Ids to probe with: group B's objects (every answer must leave them alone) and a few of group A's.
  ids = [
    b.group.id,
    b.group.subdomain,
    o.alice.id,
    o.bob.id,
    o.sales.id,
    o.wage.id,
    o.customField.id,
    o.dayOffType.id,
    o.leaveRequest.id,
    o.notification.id,
    o.exportJob.id,
    o.file.id,
    o.companyFile.id,
    o.clientApp.clientId,
    o.target.user.id,
    o.invited.id,
    a.objects.bob.id,
    a.objects.support.id,
    a.objects.file.id,
    a.objects.target.user.id,
  ];
  operations = await listOperations();
}, 120_000);

afterAll(async () => {
  await stopQueue();
});

// The route list and input schemas of the OpenAPI document, with each operation's handler.
async function listOperations(): Promise<Operation[]> {
  const doc = (await buildOpenApiDocument(ROUTE_MODULES)) as { paths: Record<string, Record<string, any>> };
  const out: Operation[] = [];
  for (const entry of ROUTE_MODULES) {
    const mod = await entry.load();
    for (const [method, op] of Object.entries(doc.paths[entry.path] ?? {})) {
      const handler = mod[method.toUpperCase()] as
        (Handler & { meta?: { kind?: string; input?: unknown } }) | undefined;
      if (typeof handler !== "function") continue;
      const pathParams = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const fromQuery = (op.parameters ?? []).filter((p: { in: string }) => p.in === "query");
      const bodySchema = op.requestBody?.content?.["application/json"]?.schema as JsonSchema | undefined;
      const input: JsonSchema = bodySchema ?? {
        type: "object",
        properties: Object.fromEntries(fromQuery.map((p: { name: string; schema: JsonSchema }) => [p.name, p.schema])),
        required: fromQuery.filter((p: { required: boolean }) => p.required).map((p: { name: string }) => p.name),
      };
      out.push({
        path: entry.path,
        method: method.toUpperCase(),
        pathParams,
        input,
        kind: handler.meta?.kind ?? "route",
        handler,
      });
    }
  }
  return out;
}

async function callersForRoute(): Promise<Record<Profile, Caller | null>> {
  // Fresh sessions per route: a call that revokes sessions (a password change, sign-out elsewhere) must
  // not leave the later routes measured as signed out.
  return {
    signedOut: null,
    employee: await signInAs(userIds.employee, a.group.id),
    manager: await signInAs(userIds.manager, a.group.id),
    readOnly: await signInAs(userIds.readOnly, a.group.id),
    admin: await signInAs(userIds.admin, a.group.id),
  };
}

// One request as Next would hand it to the handler.
function buildRequest(
  op: Operation,
  caller: Caller | null,
  input: Record<string, unknown>,
  raw: string | null,
): { req: Request; params: Record<string, string | string[]> } {
  const params: Record<string, string | string[]> = {};
  let path = op.path;
  for (const name of op.pathParams) {
    const value = input[name];
    const text =
      value === undefined || value === null ? "1" : typeof value === "object" ? JSON.stringify(value) : String(value);
    params[name] = name === "nextauth" ? text.split("/") : text;
    // The URL cannot carry an unpaired surrogate (the params can, as a decoded segment would).
    path = path.replace(
      `{${name}}`,
      encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd")).replace(/%2F/gi, "/"),
    );
  }
  const url = new URL(path, "http://localhost:3000");
  const headers: Record<string, string> = {};
  if (caller) headers.cookie = caller.cookie;
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !op.pathParams.includes(k)));
  let body: string | undefined;
  if (op.method === "GET" || op.method === "DELETE") {
    for (const [key, value] of Object.entries(rest)) {
      for (const v of Array.isArray(value) ? value : [value])
        url.searchParams.append(key, typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
    }
  } else if (op.kind === "oauth" || op.path.startsWith("/api/auth/")) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body =
      raw ??
      new URLSearchParams(
        Object.entries(rest).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
      ).toString();
  } else {
    headers["content-type"] = "application/json";
    body = raw ?? JSON.stringify(rest);
  }
  return { req: new NextRequest(url, { method: op.method, headers, body }), params };
}

// Inputs for one operation and profile: mostly schema-driven objects, plus a raw body now and then.
function inputsFor(
  op: Operation,
  runs: number,
  seed: number,
): { input: Record<string, unknown>; raw: string | null }[] {
  const withParams: JsonSchema = {
    ...op.input,
    properties: {
      ...(op.input?.properties ?? {}),
      ...Object.fromEntries(op.pathParams.map((p) => [p, { type: "string" }])),
    },
  };
  const authForm: JsonSchema = {
    type: "object",
    properties: {
      email: { type: "string", format: "email" },
      password: { type: "string" },
      callbackUrl: { type: "string" },
      csrfToken: { type: "string" },
    },
  };
  const schema = op.path.startsWith("/api/auth/")
    ? { ...authForm, properties: { ...authForm.properties, ...withParams.properties } }
    : withParams;
  const raw = fc.oneof(
    { weight: 9, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
  const pathValue = op.pathParams.length
    ? fc.record(Object.fromEntries(op.pathParams.map((p) => [p, fc.oneof(fc.constantFrom(...ids), hostileValue(ids))])))
    : fc.constant({});
  const arb = fc.tuple(routeInput(schema, ids), pathValue, raw).map(([input, path, body]) => ({
    input: { ...input, ...path },
    raw: op.method === "GET" || op.method === "DELETE" ? null : body,
  }));
  return fc.sample(arb, { numRuns: runs, seed });
}

it(
  "answers no 5xx to any input, as any profile, and leaves the other group's data alone",
  async () => {
    const before = await groupSnapshot(b.group.id);
    const failures: Failure[] = [];
    const started = Date.now();
    let tried = 0;
    const statuses: Record<string, number> = {};
    let seed = SEED;
    for (const op of operations) {
      const callers = await callersForRoute();
      for (const profile of PROFILES) {
        for (const { input, raw } of inputsFor(op, RUNS[profile] * SCALE, seed++)) {
          const { req, params } = buildRequest(op, callers[profile], input, raw);
          tried++;
          let status: number;
          try {
            status = (await op.handler(req, { params: Promise.resolve(params) })).status;
          } catch {
            status = 599; // a handler that throws would be Next's 500
          }
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 500)
            failures.push({ op: `${op.method} ${op.path}`, profile, status, input: describe(input, raw) });
        }
      }
    }
    const after = await groupSnapshot(b.group.id);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const routes = new Set(operations.map((o) => o.path)).size;
    console.log(
      `fuzz: ${routes} routes, ${operations.length} operations, ${PROFILES.length} profiles, ${tried} inputs tried in ${seconds} s, 5xx: ${failures.length} (seed ${SEED}, FUZZ_RUNS ${SCALE})\n  answers: ${JSON.stringify(statuses)}` +
        (failures.length
          ? `\n${failures
              .slice(0, 40)
              .map((f) => `  ${f.status} ${f.op} as ${f.profile}: ${f.input}`)
              .join("\n")}`
          : ""),
    );
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    expect(operations.length).toBeGreaterThan(200);
  },
  // A guard against a hang, not a timing: about 2 minutes alone, more beside the browser tests (npm test).
  400_000 * SCALE,
);

function describe(input: Record<string, unknown>, raw: string | null): string {
  const text =
    raw ??
    JSON.stringify(input, (_k, v) => (typeof v === "string" && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v));
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
