// POST /api/day_off_types/add – a custom day-off type {name, unit, needs_approval, self_request, tracks_balance, …}
import { route } from "@/lib/api/route";
import { ZDayOffTypeInput } from "@/lib/leave/leave.types";
import { addDayOffType } from "@/lib/leave/manage-day-off-types";

export const POST = route({ input: ZDayOffTypeInput, area: "calendar", permission: "leave.manage" }, addDayOffType);
