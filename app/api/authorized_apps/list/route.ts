// GET /api/authorized_apps/list – apps authorised in this group (admins: everyone's; others: their own)
import { route } from "@/lib/api/route";
import { ZEmptyInput } from "@/lib/developer/developer.types";
import { listAuthorizedApps } from "@/lib/developer/list-authorized-apps";

export const GET = route({ input: ZEmptyInput, scope: false }, (ctx) => listAuthorizedApps(ctx));
