// POST /api/integrations/calendar_conflicts/{id}/ignore – {version?}: leave both calendars as they are
import { route } from "@/lib/api/route";
import { ZIgnoreCalendarConflictInput } from "@/lib/payroll/calendar/calendar-conflicts.types";
import { ignoreCalendarConflict } from "@/lib/payroll/calendar/calendar-conflicts";

export const POST = route(
  { input: ZIgnoreCalendarConflictInput, area: "inbox", permission: "data_conflicts.manage" },
  ignoreCalendarConflict,
);
