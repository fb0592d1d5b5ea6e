// POST /api/settings/selfservice/saml/setSamlSetting {entity_id, single_sign_on_url, certificate} – save them (admins, audited).
import { route } from "@/lib/api/route";
import { publicBaseUrl } from "@/lib/federation/app-url";
import { setSamlSetting, ZSamlSettingInput } from "@/lib/federation/saml-settings";

export const POST = route(
  { input: ZSamlSettingInput, area: "settings", permission: "settings.manage" },
  (ctx, input, req) => setSamlSetting(ctx, input, publicBaseUrl(req)),
);
