// POST /api/day_off_types/edit – change a day-off type's settings {day_off_type_id, …}
import { route } from "@/lib/api/route";
import { ZEditDayOffTypeInput } from "@/lib/leave/leave.types";
import { editDayOffType } from "@/lib/leave/manage-day-off-types";

export const POST = route(
  { input: ZEditDayOffTypeInput, area: "calendar", permission: "leave.manage" },
  editDayOffType,
);
