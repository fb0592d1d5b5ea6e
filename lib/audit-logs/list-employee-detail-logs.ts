// GET /api/auditlogs/employeeDetail/list?employee_id: one person's audit trail, newest first.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import type { TEmployeeDetailListInput } from "./audit-logs.types";
import { auditRowsJson } from "./audit-row-json";
import { queryAuditRows } from "./query-audit-rows";

export async function listEmployeeDetailLogs(ctx: RequestContext, input: TEmployeeDetailListInput) {
  await findVisibleEmployee(ctx, input.employee_id, { id: true }, { includeDeleted: true });
  const { rows, total } = await queryAuditRows(ctx, { employeeId: input.employee_id }, { pagination: input });
  return listResponse(await auditRowsJson(ctx, rows), total, input);
}
