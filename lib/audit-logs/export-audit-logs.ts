// GET /api/auditlogs/list/export: the same filtered rows as the list, all pages, as xlsx.
import type { RequestContext } from "@/lib/api/context";
import { auditFiltersWhere } from "./audit-filters";
import type { TAuditExportInput } from "./audit-logs.types";
import { auditRowsJson } from "./audit-row-json";
import { auditWorkbook, xlsxResponse } from "./audit-workbook";
import { queryAuditRows } from "./query-audit-rows";

export async function exportAuditLogs(ctx: RequestContext, input: TAuditExportInput) {
  const { rows } = await queryAuditRows(ctx, await auditFiltersWhere(ctx, input));
  return xlsxResponse(await auditWorkbook(await auditRowsJson(ctx, rows)), "audit-log");
}
