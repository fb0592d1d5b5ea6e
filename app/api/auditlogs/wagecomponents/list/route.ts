// GET /api/auditlogs/wagecomponents/list – audit rows about wages and their extras (needs the wages right)
import { route } from "@/lib/api/route";
import { ZWageComponentsInput } from "@/lib/audit-logs/audit-logs.types";
import { listWageComponentLogs } from "@/lib/audit-logs/wage-component-logs";

export const GET = route(
  { input: ZWageComponentsInput, area: "people", permission: ["audit.read", "wages.read"] },
  listWageComponentLogs,
);
