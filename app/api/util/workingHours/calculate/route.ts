// GET /api/util/workingHours/calculate – scheduled hours over some weeks minus holidays and the given leave types {employee_id, working_type_ids, weeks}
import { route } from "@/lib/api/route";
import { ZWorkingHoursInput } from "@/lib/leave/leave.types";
import { calculateWorkingHours } from "@/lib/leave/work-schedules";

export const GET = route(
  { input: ZWorkingHoursInput, area: "calendar", permission: "leave.read" },
  calculateWorkingHours,
);
