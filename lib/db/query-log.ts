// Benchmarks only: with DB_QUERY_LOG=<file>, every SQL statement the app sends (Prisma's and the named
// prepared ones) is appended to that file as one JSON line {sql, params}, so bench/saas-scale.ts can run
// EXPLAIN on exactly the SQL and parameters the app used. Without the variable nothing is logged or hooked.
import { appendFileSync } from "node:fs";

export function queryLogFile(): string | undefined {
  return process.env.DB_QUERY_LOG || undefined;
}

export function logQuery(sql: string, params: unknown[]): void {
  const file = queryLogFile();
  if (file) appendFileSync(file, JSON.stringify({ sql, params }) + "\n");
}
