// GET /admin/group/info – the company's details for the company settings screen (read-only admins may look)
import { route } from "@/lib/api/route";
import { getGroupInfo } from "@/lib/settings/get-group-info";

export const GET = route({ area: "settings" }, (ctx) => getGroupInfo(ctx));
