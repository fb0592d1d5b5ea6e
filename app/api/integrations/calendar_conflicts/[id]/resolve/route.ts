// POST /api/integrations/calendar_conflicts/{id}/resolve – {resolution_method: ours | theirs, version?} (409 if someone decided first)
import { route } from "@/lib/api/route";
import { ZResolveCalendarConflictInput } from "@/lib/payroll/calendar/calendar-conflicts.types";
import { resolveCalendarConflict } from "@/lib/payroll/calendar/calendar-conflicts";

export const POST = route(
  { input: ZResolveCalendarConflictInput, area: "inbox", permission: "data_conflicts.manage" },
  resolveCalendarConflict,
);
