// GET /api/auditlogs/wagecomponents/list and /export: the rows about wages and their extras. The routes
// declare wages.read (and exports.excel for the export) beside audit.read; the scope (audit-scope.ts) still limits the people.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import type { Prisma } from "@/lib/db/generated/client";
import { monthRange } from "./audit-filters";
import { WAGE_OBJECT_TYPES } from "./audit-object-types";
import type { TWageComponentsInput } from "./audit-logs.types";
import { auditRowsJson } from "./audit-row-json";
import { auditWorkbook, xlsxResponse } from "./audit-workbook";
import { queryAuditRows } from "./query-audit-rows";

type Filters = Pick<TWageComponentsInput, "employee_filter" | "year_month_filter">;

function wageWhere(input: Filters): Prisma.AuditLogWhereInput {
  return {
    objectType: { in: [...WAGE_OBJECT_TYPES] },
    ...(input.employee_filter ? { employeeId: input.employee_filter } : {}),
    ...(input.year_month_filter ? { createdAt: monthRange(input.year_month_filter) } : {}),
  };
}

export async function listWageComponentLogs(ctx: RequestContext, input: TWageComponentsInput) {
  const { rows, total } = await queryAuditRows(ctx, wageWhere(input), { pagination: input });
  return listResponse(await auditRowsJson(ctx, rows), total, input);
}

export async function exportWageComponentLogs(ctx: RequestContext, input: Filters) {
  const { rows } = await queryAuditRows(ctx, wageWhere(input));
  return xlsxResponse(await auditWorkbook(await auditRowsJson(ctx, rows), "Wage components"), "wage-components-log");
}
