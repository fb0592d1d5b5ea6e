// POST /api/leave/requests/add – request days off {day_off_type_id, start_date, end_date, start_part, end_part, minutes?, employee_id?}
import { route } from "@/lib/api/route";
import { ZRequestLeaveInput } from "@/lib/leave/leave.types";
import { requestLeave } from "@/lib/leave/request-leave";

export const POST = route({ input: ZRequestLeaveInput, area: "calendar", permission: "leave.read" }, requestLeave);
