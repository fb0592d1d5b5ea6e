// Benchmarks only: with DB_QUERY_LOG=<file>, every SQL statement the app sends (Prisma's and the named
// prepared ones) is appended to that file as one JSON line {sql, params}, so bench/saas-scale.ts can run
// EXPLAIN on exactly the SQL and parameters the app used. Without the variable nothing is logged or hooked.
//
// The log holds what people searched for and which records they read, and it is written synchronously (the
// bench reads it right after each request), so a production server refuses it: it warns once and logs
// nothing. The benches run the production build, so they say so with DB_QUERY_LOG_IN_PRODUCTION=bench.
// Parameters that look like secrets (session ids, tokens, hashes: long unbroken base64/hex strings) are
// blanked even then; EXPLAIN needs their type, not their value (a session is read by its primary key).
import { appendFileSync } from "node:fs";

let warned = false;

export function queryLogFile(): string | undefined {
  const file = process.env.DB_QUERY_LOG || undefined;
  if (!file) return undefined;
  if (process.env.NODE_ENV === "production" && process.env.DB_QUERY_LOG_IN_PRODUCTION !== "bench") {
    if (!warned) {
      warned = true;
      console.warn("DB_QUERY_LOG is ignored in production (it would write every query's parameters to disk).");
    }
    return undefined;
  }
  return file;
}

// Record ids (UUIDs) stay: they are not secrets, and EXPLAIN ANALYZE reads the same rows with them.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_LIKE = /^[A-Za-z0-9_\-+/=.$]{32,}$/;
export const REDACTED = "[redacted]";

/** The parameters as logged: secret-looking strings blanked, everything else as it was. */
export function redactParams(params: unknown[]): unknown[] {
  return params.map((p) => (typeof p === "string" && SECRET_LIKE.test(p) && !UUID.test(p) ? REDACTED : p));
}

export function logQuery(sql: string, params: unknown[]): void {
  const file = queryLogFile();
  if (file) appendFileSync(file, JSON.stringify({ sql, params: redactParams(params) }) + "\n");
}
