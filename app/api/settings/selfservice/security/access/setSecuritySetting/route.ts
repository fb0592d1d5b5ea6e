// POST /api/settings/selfservice/security/access/setSecuritySetting {access_type} – how members sign in (admins, audited).
import { route } from "@/lib/api/route";
import { setSecuritySetting } from "@/lib/security-settings/set-security-setting";
import { ZSetSecuritySettingInput } from "@/lib/security-settings/security-settings.types";

export const POST = route(
  { input: ZSetSecuritySettingInput, area: "settings", permission: "settings.manage" },
  (ctx, input) => setSecuritySetting(ctx, input),
);
