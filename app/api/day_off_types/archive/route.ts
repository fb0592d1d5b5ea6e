// POST /api/day_off_types/archive – stop offering a day-off type {day_off_type_id}; its history stays
import { route } from "@/lib/api/route";
import { ZDayOffTypeIdInput } from "@/lib/leave/leave.types";
import { archiveDayOffType } from "@/lib/leave/manage-day-off-types";

export const POST = route({ input: ZDayOffTypeIdInput, area: "calendar", permission: "leave.manage" }, (ctx, input) =>
  archiveDayOffType(ctx, input, true),
);
