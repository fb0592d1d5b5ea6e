// GET /api/integrations/calendar_conflicts/{id}/detail – one calendar conflict with both sides of the day
import { route } from "@/lib/api/route";
import { ZCalendarConflictIdParam } from "@/lib/payroll/calendar/calendar-conflicts.types";
import { getCalendarConflict } from "@/lib/payroll/calendar/calendar-conflicts";

export const GET = route(
  { input: ZCalendarConflictIdParam, area: "inbox", permission: "data_conflicts.read" },
  getCalendarConflict,
);
