// POST /api/weekly_schedule/set – a person's weekly schedule from a date {employee_id, valid_from, weeks, cycle_start?, employment_nature?}
import { route } from "@/lib/api/route";
import { ZSetScheduleInput } from "@/lib/leave/leave.types";
import { setWorkSchedule } from "@/lib/leave/work-schedules";

export const POST = route({ input: ZSetScheduleInput, area: "calendar", permission: "leave.manage" }, setWorkSchedule);
