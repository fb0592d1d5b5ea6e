// GET /api/auditlogs/personalDetails/excel?employee_id: the changes to one person's own record (personal
// data: the `employee` rows, not leave or wages), as xlsx.
import type { RequestContext } from "@/lib/api/context";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { PERSON_OBJECT } from "./audit-object-types";
import { auditRowsJson } from "./audit-row-json";
import { auditWorkbook, xlsxResponse } from "./audit-workbook";
import { queryAuditRows } from "./query-audit-rows";

export async function exportPersonalDetails(ctx: RequestContext, employeeId: number) {
  await findVisibleEmployee(ctx, employeeId, { id: true }, { includeDeleted: true });
  const { rows } = await queryAuditRows(ctx, { employeeId, objectType: PERSON_OBJECT });
  return xlsxResponse(
    await auditWorkbook(await auditRowsJson(ctx, rows), "Personal details"),
    `personal-details-${employeeId}`,
  );
}
