// Reads audit rows inside the caller's scope (audit-scope.ts) plus a use case's own filter, newest first.
import type { RequestContext } from "@/lib/api/context";
import { skipTake, type TPagination } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { auditScopeWhere } from "./audit-scope";

// An export is one file in one request; past this many rows the caller narrows the filters.
export const EXPORT_MAX_ROWS = 50_000;

export async function queryAuditRows(
  ctx: RequestContext,
  where: Prisma.AuditLogWhereInput,
  options: { pagination?: TPagination; order?: "asc" | "desc"; take?: number } = {},
) {
  const scoped: Prisma.AuditLogWhereInput = { AND: [await auditScopeWhere(ctx), where] };
  const order = options.order ?? "desc";
  const page = options.pagination ? skipTake(options.pagination) : { take: options.take ?? EXPORT_MAX_ROWS };
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where: scoped, orderBy: [{ createdAt: order }, { id: order }], ...page }),
    options.pagination ? db.auditLog.count({ where: scoped }) : Promise.resolve(-1),
  ]);
  return { rows, total };
}
