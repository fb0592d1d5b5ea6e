// GET /api/auditlogs/list: the company's audit trail with the spec's filters, one page at a time.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { auditFiltersWhere } from "./audit-filters";
import type { TAuditListInput } from "./audit-logs.types";
import { auditRowsJson } from "./audit-row-json";
import { queryAuditRows } from "./query-audit-rows";

export async function listAuditLogs(ctx: RequestContext, input: TAuditListInput) {
  const { rows, total } = await queryAuditRows(ctx, await auditFiltersWhere(ctx, input), { pagination: input });
  return listResponse(await auditRowsJson(ctx, rows), total, input);
}
