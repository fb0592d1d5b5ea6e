// GET /api/settings/selfservice/saml/getSamlSetting – the group's SAML IdP settings and our SP addresses (admins).
import { route } from "@/lib/api/route";
import { publicBaseUrl } from "@/lib/federation/app-url";
import { getSamlSetting } from "@/lib/federation/saml-settings";

export const GET = route({ area: "settings" }, (ctx, _input, req) => getSamlSetting(ctx, publicBaseUrl(req)));
