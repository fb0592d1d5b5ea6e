// GET /api/inbox/pendingCount – how many requests wait for the caller ({total})
import { route } from "@/lib/api/route";
import { inboxPendingCount } from "@/lib/leave/list-leave-requests";

export const GET = route({ area: "inbox" }, (ctx) => inboxPendingCount(ctx));
