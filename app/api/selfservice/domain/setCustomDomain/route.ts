// POST /api/selfservice/domain/setCustomDomain {domain_name} – set the group's custom domain (admins, audited).
import { route } from "@/lib/api/route";
import { requestHost } from "@/lib/branding/request-host";
import { setCustomDomain } from "@/lib/security-settings/set-custom-domain";
import { ZSetCustomDomainInput } from "@/lib/security-settings/security-settings.types";

export const POST = route(
  { input: ZSetCustomDomainInput, area: "settings", permission: "settings.manage" },
  (ctx, input, req) => setCustomDomain(ctx, input, requestHost(req.headers)),
);
