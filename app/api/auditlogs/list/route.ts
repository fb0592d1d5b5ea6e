// GET /api/auditlogs/list – the audit trail with the filters page, employee_filter, year_month_filter, show_automated_filter, day_off_type_filter
import { route } from "@/lib/api/route";
import { ZAuditListInput } from "@/lib/audit-logs/audit-logs.types";
import { listAuditLogs } from "@/lib/audit-logs/list-audit-logs";

export const GET = route({ input: ZAuditListInput, area: "people", permission: "audit.read" }, listAuditLogs);
