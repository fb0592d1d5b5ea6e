// GET /api/integrations/calendar_conflicts/list – days where the provider's calendar and ours disagree {status (default open), employee_id, integration_id, year, month, page, per_page}
import { route } from "@/lib/api/route";
import { ZCalendarConflictListInput } from "@/lib/payroll/calendar/calendar-conflicts.types";
import { listCalendarConflicts } from "@/lib/payroll/calendar/calendar-conflicts";

export const GET = route(
  { input: ZCalendarConflictListInput, area: "inbox", permission: "data_conflicts.read" },
  listCalendarConflicts,
);
