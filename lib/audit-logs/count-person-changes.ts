// GET /api/auditlogs/{id}/getChangesCount: how many audit rows (that the caller may read) concern person id.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { auditScopeWhere } from "./audit-scope";

export async function countPersonChanges(ctx: RequestContext, employeeId: number) {
  await findVisibleEmployee(ctx, employeeId, { id: true }, { includeDeleted: true });
  const count = await db.auditLog.count({ where: { AND: [await auditScopeWhere(ctx), { employeeId }] } });
  return { count };
}
