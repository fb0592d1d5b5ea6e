// GET /api/auditlogs/employeeDetail/list?employee_id&page – one person's audit trail
import { route } from "@/lib/api/route";
import { ZEmployeeDetailListInput } from "@/lib/audit-logs/audit-logs.types";
import { listEmployeeDetailLogs } from "@/lib/audit-logs/list-employee-detail-logs";

export const GET = route(
  { input: ZEmployeeDetailListInput, area: "people", permission: "audit.read" },
  listEmployeeDetailLogs,
);
