// GET /api/weekly_schedule/{id}/{year}/detail – a person's schedule and working minutes per day of a year
import { route } from "@/lib/api/route";
import { ZScheduleDetailInput } from "@/lib/leave/leave.types";
import { weeklyScheduleDetail } from "@/lib/leave/work-schedules";

export const GET = route(
  { input: ZScheduleDetailInput, area: "calendar", permission: "leave.read" },
  weeklyScheduleDetail,
);
