// GET /api/auditlogs/dayOffTypeExceptions/list: the rows about people's leave allowance exceptions
// (object id employee:type:year), optionally for one person or one day-off type.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { LEAVE_EXCEPTION_OBJECT } from "./audit-object-types";
import type { TDayOffTypeExceptionsInput } from "./audit-logs.types";
import { auditRowsJson } from "./audit-row-json";
import { queryAuditRows } from "./query-audit-rows";

export async function listDayOffTypeExceptionLogs(ctx: RequestContext, input: TDayOffTypeExceptionsInput) {
  const where = {
    objectType: LEAVE_EXCEPTION_OBJECT,
    ...(input.employee_filter ? { employeeId: input.employee_filter } : {}),
    ...(input.day_off_type_filter ? { objectId: { contains: `:${input.day_off_type_filter}:` } } : {}),
  };
  const { rows, total } = await queryAuditRows(ctx, where, { pagination: input });
  return listResponse(await auditRowsJson(ctx, rows), total, input);
}
