// The permission matrix (issue 7, Proof): every route handler found under app/ is called as anonymous, an
// admin, a read-only admin, a team_only manager, a default user lacking the route's switch and another
// group's admin, and each outcome class is compared with tests/integration/permission-matrix/expected.json.
// A route missing from the table, a table entry whose route is gone, a changed outcome, or an anomaly not
// marked `known` with a reason fails the test.
//
// Re-record after adding routes: PERMISSION_MATRIX_RECORD=1 npx jest --selectProjects integration --runInBand \
//   tests/integration/permission-matrix.integration.test.ts   (keeps the `known` reasons; then review the diff)
import fs from "node:fs";
import path from "node:path";
import { setupTestDatabase } from "./helpers/db";
import { stopQueue } from "@/lib/jobs/queue";
import { callRoute, type Caller } from "./helpers/http";
import {
  APP_ROOT,
  declaredForHandler,
  exportedMethods,
  findRouteFiles,
  relevantSwitch,
  type RouteFile,
} from "./permission-matrix/discover-routes";
import { makeMatrixFixture, PERSONAS, type MatrixFixture, type Persona } from "./permission-matrix/fixture";
import { paramValue, queryFor } from "./permission-matrix/path-params";
import { anomaliesOf, outcomeOf, type MatrixEntry, type Outcome } from "./permission-matrix/outcomes";

const TABLE_PATH = path.join(__dirname, "permission-matrix", "expected.json");
const RECORD = process.env.PERMISSION_MATRIX_RECORD === "1";

type Table = { notMatrix: Record<string, string>; routes: Record<string, MatrixEntry> };

// Callers with the least power first, the admin last: a write that does succeed happens after the others
// were measured on the same objects.
const CALL_ORDER: Persona[] = ["anonymous", "otherGroupAdmin", "withoutSwitch", "teamOnly", "readOnly", "admin"];

const table: Table = fs.existsSync(TABLE_PATH)
  ? JSON.parse(fs.readFileSync(TABLE_PATH, "utf8"))
  : { notMatrix: {}, routes: {} };
const actual: Record<string, MatrixEntry> = {};
const anomalies: Record<string, string[]> = {};
const unlisted: string[] = [];
let routeFiles: RouteFile[] = [];

async function callAs(f: MatrixFixture, persona: Persona, sw: string | null): Promise<Caller | null> {
  if (persona === "anonymous") return null;
  if (persona === "withoutSwitch") return f.callerWithout(sw);
  return f.callers[persona];
}

async function measure(f: MatrixFixture, route: RouteFile) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(APP_ROOT, route.file)) as Record<string, unknown>;
  const segments = route.pattern.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  const kinds: Record<string, string> = {};
  let namesGroupAObject = false;
  let namesOutsideManagerScope = false;
  let urlPath = "";
  segments.forEach((segment, i) => {
    if (!segment.startsWith("[")) {
      urlPath += `/${segment}`;
      return;
    }
    const name = segment.replace(/^\[(\.\.\.)?|\]$/g, "");
    const v = paramValue(f, segments, i);
    params[name] = v.value;
    kinds[name] = v.kind;
    urlPath += `/${encodeURIComponent(v.value)}`;
    namesGroupAObject ||= v.groupAObject;
    namesOutsideManagerScope ||= /outside manager/.test(v.kind);
  });

  for (const method of exportedMethods(mod)) {
    const key = `${method} ${route.pattern}`;
    const declared = declaredForHandler(mod[method], route.source, method);
    const sw = relevantSwitch(route, declared);
    const outcomes = {} as Record<Persona, Outcome>;
    for (const persona of CALL_ORDER) {
      const caller = await callAs(f, persona, sw);
      try {
        const res = await callRoute(mod[method] as Parameters<typeof callRoute>[0], {
          caller,
          method,
          path: urlPath,
          params,
          query: queryFor(f, key),
          body: method === "GET" ? undefined : {},
        });
        outcomes[persona] = outcomeOf(res.status, res.body);
      } catch {
        outcomes[persona] = "threw";
      }
    }
    const ordered = Object.fromEntries(PERSONAS.map((p) => [p, outcomes[p]])) as Record<Persona, Outcome>;
    actual[key] = { file: route.file, switch: sw, params: kinds, outcomes: ordered };
    const found = anomaliesOf(
      {
        method,
        isPublic: declared.isPublic,
        allowReadOnly: declared.allowReadOnly,
        namesGroupAObject: namesGroupAObject && !declared.isPublic,
        namesOutsideManagerScope,
        switch: sw,
      },
      ordered,
    );
    if (found.length) anomalies[key] = found;
  }
}

beforeAll(async () => {
  await setupTestDatabase();
  const f = await makeMatrixFixture();
  routeFiles = findRouteFiles();
  for (const route of routeFiles) {
    if (table.notMatrix[route.file]) continue;
    // Outside /api a route.ts is a page-side redirect or a sign-in protocol endpoint: it must be listed with
    // the reason it is not called, never silently skipped.
    if (!route.pattern.startsWith("/api/")) {
      unlisted.push(route.file);
      continue;
    }
    await measure(f, route);
  }
  if (RECORD) {
    const routes: Record<string, MatrixEntry> = {};
    for (const key of Object.keys(actual).sort()) {
      const known = table.routes[key]?.known;
      routes[key] = { ...actual[key]!, ...(known ? { known } : {}) };
    }
    const notMatrix = Object.fromEntries(
      Object.entries(table.notMatrix).filter(([file]) => routeFiles.some((r) => r.file === file)),
    );
    fs.writeFileSync(TABLE_PATH, JSON.stringify({ notMatrix, routes }, null, 2) + "\n");
    table.routes = routes;
    table.notMatrix = notMatrix;
    const report = Object.entries(anomalies).map(
      ([key, list]) => `${routes[key]?.known ? "known  " : "NEW    "}${key}: ${list.join("; ")}`,
    );
    console.log(`permission matrix recorded: ${Object.keys(routes).length} handlers\n${report.join("\n")}`);
  }
  // A guard against a hang, not a timing: npm test runs this tier beside the browser tests.
}, 400_000);

// A few routes enqueue background jobs (exports, lead sync): stop the queue so jest can exit.
afterAll(async () => {
  await stopQueue();
});

describe("permission matrix", () => {
  it("lists every route.ts outside /api that is not called, with a reason", () => {
    expect(unlisted).toEqual([]);
    for (const [file, reason] of Object.entries(table.notMatrix))
      expect({ file, reason: reason.length > 10 }).toEqual({ file, reason: true });
  });

  it("has a table entry for every route handler and no entry for a handler that is gone", () => {
    const stale = Object.keys(table.routes).filter((key) => !actual[key]);
    const missing = Object.keys(actual).filter((key) => !table.routes[key]);
    const staleNotMatrix = Object.keys(table.notMatrix).filter((file) => !routeFiles.some((r) => r.file === file));
    expect({ missing, stale, staleNotMatrix }).toEqual({ missing: [], stale: [], staleNotMatrix: [] });
    expect(Object.keys(actual).length).toBeGreaterThan(100);
  });

  it("answers every persona as the table says", () => {
    const differences: string[] = [];
    for (const [key, entry] of Object.entries(actual)) {
      const expected = table.routes[key];
      if (!expected) continue;
      for (const persona of PERSONAS) {
        if (expected.outcomes[persona] !== entry.outcomes[persona]) {
          differences.push(
            `${key} as ${persona}: expected ${expected.outcomes[persona]}, got ${entry.outcomes[persona]}`,
          );
        }
      }
      if (expected.switch !== entry.switch)
        differences.push(`${key}: relevant switch now ${entry.switch}, table says ${expected.switch}`);
    }
    expect(differences).toEqual([]);
  });

  it("has no anomaly that is not marked known with a reason", () => {
    const unexplained = Object.entries(anomalies)
      .filter(([key]) => !table.routes[key]?.known)
      .map(([key, list]) => `${key}: ${list.join("; ")}`);
    expect(unexplained).toEqual([]);
  });

  it("keeps no stale `known` mark on a route that no longer shows an anomaly", () => {
    const stale = Object.entries(table.routes)
      .filter(([key, entry]) => entry.known && actual[key] && !anomalies[key])
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });
});
