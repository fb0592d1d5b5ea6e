// GET /api/inbox/pendingCount – how many requests and data conflicts wait for the caller ({total})
import { route } from "@/lib/api/route";
import { inboxPendingCount } from "@/lib/inbox/pending-count";

export const GET = route({ area: "inbox" }, (ctx) => inboxPendingCount(ctx));
