// GET /api/settings/selfservice/security/access/getSecuritySetting – the group's access_type and SSO state (admins; read-only admins may look).
import { route } from "@/lib/api/route";
import { getSecuritySetting } from "@/lib/security-settings/get-security-setting";

export const GET = route({ area: "settings" }, (ctx) => getSecuritySetting(ctx));
