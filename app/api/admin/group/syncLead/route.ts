// POST /admin/group/syncLead – record the sync and queue sending the company's lead data to the sales CRM
import { route } from "@/lib/api/route";
import { syncLead } from "@/lib/settings/sync-lead";

export const POST = route({ area: "settings", permission: "settings.manage" }, (ctx) => syncLead(ctx));
