// GET /api/auditlogs/dayOffTypeExceptions/list – audit rows about people's leave allowance exceptions
import { route } from "@/lib/api/route";
import { ZDayOffTypeExceptionsInput } from "@/lib/audit-logs/audit-logs.types";
import { listDayOffTypeExceptionLogs } from "@/lib/audit-logs/list-day-off-type-exception-logs";

export const GET = route(
  { input: ZDayOffTypeExceptionsInput, area: "people", permission: "audit.read" },
  listDayOffTypeExceptionLogs,
);
