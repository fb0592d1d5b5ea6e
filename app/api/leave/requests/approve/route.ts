// POST /api/leave/requests/approve – approve a request, or confirm its deletion {request_id, note?}
import { route } from "@/lib/api/route";
import { decideLeaveRequest } from "@/lib/leave/decide-leave-request";
import { ZDecideLeaveInput } from "@/lib/leave/leave.types";

export const POST = route({ input: ZDecideLeaveInput, area: "calendar", permission: "leave.approve" }, (ctx, input) =>
  decideLeaveRequest(ctx, input, "approved"),
);
