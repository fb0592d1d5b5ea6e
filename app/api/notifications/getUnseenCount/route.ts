// GET /api/notifications/getUnseenCount – the bell's badge: the caller's unseen notifications in this group.
import { route } from "@/lib/api/route";
import { unseenCount } from "@/lib/notifications/list-notifications";

export const GET = route({ area: "notifications" }, async (ctx) => ({ unseen_count: await unseenCount(ctx) }));
