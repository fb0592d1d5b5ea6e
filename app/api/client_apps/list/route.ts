// GET /api/client_apps/list – the OAuth client apps registered by this group (/developer)
import { route } from "@/lib/api/route";
import { ZEmptyInput } from "@/lib/developer/developer.types";
import { listClientApps } from "@/lib/developer/list-client-apps";

export const GET = route({ input: ZEmptyInput, area: "developer", scope: false }, (ctx) => listClientApps(ctx));
