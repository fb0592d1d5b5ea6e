// POST /api/day_off_types/restore – offer an archived day-off type again {day_off_type_id}
import { route } from "@/lib/api/route";
import { ZDayOffTypeIdInput } from "@/lib/leave/leave.types";
import { archiveDayOffType } from "@/lib/leave/manage-day-off-types";

export const POST = route({ input: ZDayOffTypeIdInput, area: "calendar", permission: "leave.manage" }, (ctx, input) =>
  archiveDayOffType(ctx, input, false),
);
