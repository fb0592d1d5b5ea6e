// SQL for the few queries that run on every request (the session's context, the bell's count), as a named
// prepared statement on PostgreSQL: PostgreSQL then plans it once per connection instead of on every call.
// The session-context query joins seven tables with three sub-selects; planning it took 2.3 ms of its
// 2.5 ms (profiled beside bench/notifications.ts). Prisma's raw queries cannot name a statement, so
// these go to the same pg pool directly. On PGlite in this thread they go to PGlite.
//
// Rows come back as the driver parses them: select timestamps as `col AT TIME ZONE 'UTC'` (Prisma stores
// DateTime as UTC in `timestamp without time zone`, which pg would read as local time) and enums as text.
import { createHash } from "node:crypto";
import { getPglite, pgConnection } from "./client";
import { logQuery } from "./query-log";

export async function preparedQuery<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
  logQuery(text, values);
  // PostgreSQL, or PGlite in its thread (which keeps each pg connection's statement names apart).
  const connection = pgConnection();
  if (connection) return (await connection.pool.query({ name, text, values })).rows as T[];
  return (await getPglite().query<T>(text, values)).rows;
}

/**
 * The same path for SQL that should be planned with its values every time (an unnamed statement): where a
 * generic plan, which PostgreSQL may keep for a named statement after five runs, reads far more than the
 * plan for the values at hand (the inbox's leave count: 10 ms generic against 4 ms planned for the caller).
 */
export async function plannedQuery<T>(text: string, values: unknown[]): Promise<T[]> {
  logQuery(text, values);
  const connection = pgConnection();
  if (connection) return (await connection.pool.query(text, values)).rows as T[];
  return (await getPglite().query<T>(text, values)).rows;
}

/**
 * A statement name for a SQL text built from a filter's shape (a few dozen shapes at most): a digest of the
 * text, since PostgreSQL cuts names at 63 bytes and two texts under one name would collide on a connection.
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
}
