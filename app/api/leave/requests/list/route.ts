// GET /api/leave/requests/list – the caller's own requests and those of the people in their scope
import { route } from "@/lib/api/route";
import { ZListLeaveInput } from "@/lib/leave/leave.types";
import { listLeaveRequests } from "@/lib/leave/list-leave-requests";

export const GET = route({ input: ZListLeaveInput, area: "calendar", permission: "leave.read" }, listLeaveRequests);
