// The leave waiting for a caller in /inbox and GET /api/inbox/pendingCount, as set-based SQL: the same rows
// as Prisma with actionableWhere (list-leave-requests.ts, the rules' reference; tests/integration/
// inbox-leave-sql.integration.test.ts compares the two for every kind of caller).
//
// Why not Prisma: its filter put the multiple-managers approvals test ("no approvals yet, or one of mine
// still open") inside an OR, as two correlated EXISTS sub-selects that PostgreSQL runs once per pending
// request (bench/inbox.ts, BENCH_EXPLAIN=1: a SubPlan with 4,012 loops over 4,000 requests). Here the two
// halves are disjoint, so each is its own branch of a UNION ALL where PostgreSQL can plan it as a set:
//   - requests with no approval row at all: an anti-join (a hash of leave_approval's request ids);
//   - requests with an open approval of the caller's membership: a semi-join, driven by
//     leave_approval's membership_id index (a handful of rows);
// and a caller who decides for all (leave.decide_for_all) needs no approvals test.
// People: the caller's scope as the people list reads it (employee-list-sql.ts: group, not deleted, team
// scope, sensitive people only with sensitive.read), never their own requests. Unnamed statements, planned
// with the caller's values each time (0.7 ms): as named ones PostgreSQL switched to a generic plan after five
// runs that guessed the team's size wrong and took 10 ms instead of 4 (bench/inbox.ts, EXPLAIN of EXECUTE).
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { plannedQuery } from "@/lib/db/prepared-query";
import { employeeListSql } from "@/lib/people/employee-list-sql";

type Actionable = { sql: string; values: unknown[] };

/** SELECT r.id, r.created_at of the requests waiting for the caller (optionally one person's); null: none. */
function actionableLeaveSql(ctx: RequestContext, employeeId?: number): Actionable | null {
  if (!can(ctx.subject, "leave.approve")) return null;
  const people = employeeListSql(ctx, {});
  const values = [...people.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const parts = [`r.group_id = ${param(ctx.group.id)}`, `r.status IN ('pending', 'deletion_requested')`, people.where];
  const own = ctx.membership.employeeId;
  if (own) parts.push(`r.employee_id <> ${param(own)}`);
  if (employeeId !== undefined) parts.push(`r.employee_id = ${param(employeeId)}`);
  const base = `SELECT r.id, r.created_at FROM leave_request r JOIN employee e ON e.id = r.employee_id
    WHERE ${parts.join(" AND ")}`;
  if (can(ctx.subject, "leave.decide_for_all")) return { sql: base, values };
  const membership = param(ctx.membership.id);
  const sql = `${base} AND NOT EXISTS (SELECT 1 FROM leave_approval a WHERE a.request_id = r.id)
    UNION ALL
    ${base} AND EXISTS (SELECT 1 FROM leave_approval a
      WHERE a.request_id = r.id AND a.membership_id = ${membership} AND a.decision IS NULL)`;
  return { sql, values };
}

export async function countActionableLeave(ctx: RequestContext, employeeId?: number): Promise<number> {
  const actionable = actionableLeaveSql(ctx, employeeId);
  if (!actionable) return 0;
  const sql = `SELECT count(*)::int AS total FROM (${actionable.sql}) waiting`;
  const [row] = await plannedQuery<{ total: number }>(sql, actionable.values);
  return row?.total ?? 0;
}

/** The ids of one page of them, oldest request first. */
export async function pageActionableLeaveIds(
  ctx: RequestContext,
  input: { skip: number; take: number; employeeId?: number },
): Promise<number[]> {
  const actionable = actionableLeaveSql(ctx, input.employeeId);
  if (!actionable) return [];
  const n = actionable.values.length;
  const sql = `SELECT id FROM (${actionable.sql}) waiting ORDER BY created_at ASC, id ASC LIMIT $${n + 1} OFFSET $${n + 2}`;
  const rows = await plannedQuery<{ id: number }>(sql, [...actionable.values, input.take, input.skip]);
  return rows.map((r) => r.id);
}
