// The first and latest audit rows of one person (the employee page's "created / last changed" lines),
// and the group's first row. A person the caller may not see answers 404 like a missing one.
import type { RequestContext } from "@/lib/api/context";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { auditRowsJson } from "./audit-row-json";
import { queryAuditRows } from "./query-audit-rows";

export async function getPersonLog(ctx: RequestContext, employeeId: number, which: "first" | "latest") {
  await findVisibleEmployee(ctx, employeeId, { id: true }, { includeDeleted: true });
  const { rows } = await queryAuditRows(ctx, { employeeId }, { order: which === "first" ? "asc" : "desc", take: 1 });
  return { data: (await auditRowsJson(ctx, rows))[0] ?? null };
}

export async function getGroupFirstLog(ctx: RequestContext) {
  const { rows } = await queryAuditRows(ctx, {}, { order: "asc", take: 1 });
  return { data: (await auditRowsJson(ctx, rows))[0] ?? null };
}
