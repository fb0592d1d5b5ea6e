// GET /api/auditlogs/list/export – the filtered audit trail as xlsx (needs the Excel export right)
import { route } from "@/lib/api/route";
import { ZAuditExportInput } from "@/lib/audit-logs/audit-logs.types";
import { exportAuditLogs } from "@/lib/audit-logs/export-audit-logs";

export const GET = route(
  { input: ZAuditExportInput, area: "people", permission: ["audit.read", "exports.excel"] },
  exportAuditLogs,
);
