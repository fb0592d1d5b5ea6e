// GET /api/inbox/leave/list – the leave requests the caller can approve or decline now
import { route } from "@/lib/api/route";
import { ZPagination } from "@/lib/api/list-response";
import { listInboxLeave } from "@/lib/leave/list-leave-requests";

export const GET = route({ input: ZPagination.strict(), area: "inbox" }, listInboxLeave);
