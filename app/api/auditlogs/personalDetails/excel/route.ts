// GET /api/auditlogs/personalDetails/excel?employee_id – a person's personal-data changes as xlsx
import { route } from "@/lib/api/route";
import { ZPersonalDetailsExcelInput } from "@/lib/audit-logs/audit-logs.types";
import { exportPersonalDetails } from "@/lib/audit-logs/export-personal-details";

export const GET = route(
  { input: ZPersonalDetailsExcelInput, area: "people", permission: ["audit.read", "exports.excel"] },
  (ctx, input) => exportPersonalDetails(ctx, input.employee_id),
);
