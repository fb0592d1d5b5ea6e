// POST /api/leave/requests/cancel – withdraw one's own request (approved ones need the manager) or, as manager, delete one {request_id, note?}
import { route } from "@/lib/api/route";
import { cancelLeaveRequest } from "@/lib/leave/cancel-leave-request";
import { ZDecideLeaveInput } from "@/lib/leave/leave.types";

export const POST = route({ input: ZDecideLeaveInput, area: "calendar", permission: "leave.read" }, cancelLeaveRequest);
