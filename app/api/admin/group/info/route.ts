// GET /admin/group/info – the company's details for the company settings screen
import { route } from "@/lib/api/route";
import { getGroupInfo } from "@/lib/settings/get-group-info";

export const GET = route({ area: "settings", permission: "settings.manage" }, (ctx) => getGroupInfo(ctx));
