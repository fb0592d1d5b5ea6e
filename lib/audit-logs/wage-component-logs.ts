// GET /api/auditlogs/wagecomponents/list and /export: the rows about wages and their extras. The route
// needs wages.read; the scope (audit-scope.ts) still limits the people.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { listResponse } from "@/lib/api/list-response";
import type { Prisma } from "@/lib/db/generated/client";
import { monthRange } from "./audit-filters";
import { WAGE_OBJECT_TYPES } from "./audit-object-types";
import type { TWageComponentsInput } from "./audit-logs.types";
import { auditRowsJson } from "./audit-row-json";
import { auditWorkbook, xlsxResponse } from "./audit-workbook";
import { queryAuditRows } from "./query-audit-rows";
import { requireExcelExport } from "@/lib/exports/require-excel-export";

type Filters = Pick<TWageComponentsInput, "employee_filter" | "year_month_filter">;

function wageWhere(input: Filters): Prisma.AuditLogWhereInput {
  return {
    objectType: { in: [...WAGE_OBJECT_TYPES] },
    ...(input.employee_filter ? { employeeId: input.employee_filter } : {}),
    ...(input.year_month_filter ? { createdAt: monthRange(input.year_month_filter) } : {}),
  };
}

export async function listWageComponentLogs(ctx: RequestContext, input: TWageComponentsInput) {
  requireWages(ctx);
  const { rows, total } = await queryAuditRows(ctx, wageWhere(input), { pagination: input });
  return listResponse(await auditRowsJson(ctx, rows), total, input);
}

export async function exportWageComponentLogs(ctx: RequestContext, input: Filters) {
  requireWages(ctx);
  requireExcelExport(ctx);
  const { rows } = await queryAuditRows(ctx, wageWhere(input));
  return xlsxResponse(await auditWorkbook(await auditRowsJson(ctx, rows), "Wage components"), "wage-components-log");
}

function requireWages(ctx: RequestContext): void {
  if (!can(ctx.subject, "wages.read")) throw AppError.forbidden("You do not have access to wages");
}
