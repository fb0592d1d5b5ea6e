/** @jest-environment node */
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// query-log.ts remembers that it warned, so each case loads a fresh copy.
function load() {
  let mod!: typeof import("@/lib/db/query-log");
  jest.isolateModules(() => {
    mod = jest.requireActual("@/lib/db/query-log");
  });
  return mod;
}

const env = process.env as Record<string, string | undefined>;
const saved = { ...env };
afterEach(() => {
  for (const k of ["DB_QUERY_LOG", "DB_QUERY_LOG_IN_PRODUCTION", "NODE_ENV"]) env[k] = saved[k];
  jest.restoreAllMocks();
});

function tmpLog() {
  return path.join(mkdtempSync(path.join(os.tmpdir(), "query-log-")), "q.jsonl");
}

describe("DB_QUERY_LOG", () => {
  it("is refused in production: one warning, nothing written", () => {
    const file = tmpLog();
    env.DB_QUERY_LOG = file;
    env.NODE_ENV = "production";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const log = load();
    expect(log.queryLogFile()).toBeUndefined();
    log.logQuery("SELECT 1", []);
    log.logQuery("SELECT 2", []);
    expect(existsSync(file)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("runs in production only when a bench says so", () => {
    const file = tmpLog();
    env.DB_QUERY_LOG = file;
    env.NODE_ENV = "production";
    env.DB_QUERY_LOG_IN_PRODUCTION = "bench";
    const log = load();
    log.logQuery("SELECT $1", [1]);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ sql: "SELECT $1", params: [1] });
  });

  it("blanks session ids and other secret-looking strings, keeps record ids and ordinary values", () => {
    const file = tmpLog();
    env.DB_QUERY_LOG = file;
    env.NODE_ENV = "test";
    const log = load();
    const sessionId = "q3Xv9dK2LmZ0pR7sT1uV4wY6aB8cD0eF2gH4iJ6kL8m"; // randomBytes(32).toString("base64url")
    const hash = "a".repeat(64);
    const userId = "3f2b8c1e-9d4a-4f6b-8e2c-1a5d7b9c0e3f";
    log.logQuery("SELECT $1,$2,$3,$4,$5,$6", [
      sessionId,
      hash,
      userId,
      42,
      "%ali%",
      "an ordinary long sentence of many words",
    ]);
    expect(JSON.parse(readFileSync(file, "utf8")).params).toEqual([
      log.REDACTED,
      log.REDACTED,
      userId,
      42,
      "%ali%",
      "an ordinary long sentence of many words",
    ]);
  });
});
