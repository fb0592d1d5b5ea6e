// GET /api/auditlogs/wagecomponents/export – the wage audit rows as xlsx (wages and Excel export rights)
import { route } from "@/lib/api/route";
import { ZWageComponentsExportInput } from "@/lib/audit-logs/audit-logs.types";
import { exportWageComponentLogs } from "@/lib/audit-logs/wage-component-logs";

export const GET = route(
  { input: ZWageComponentsExportInput, area: "people", permission: ["audit.read", "wages.read", "exports.excel"] },
  exportWageComponentLogs,
);
