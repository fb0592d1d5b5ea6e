// POST /api/selfservice/domain/verifyCustomDomain – check the pending custom domain's DNS TXT record and mark it verified (admins, audited)
import { route } from "@/lib/api/route";
import { requestHost } from "@/lib/branding/request-host";
import { verifyCustomDomain } from "@/lib/security-settings/verify-custom-domain";
import { ZVerifyCustomDomainInput } from "@/lib/security-settings/security-settings.types";

export const POST = route(
  { input: ZVerifyCustomDomainInput, area: "settings", permission: "settings.manage" },
  (ctx, _input, req) => verifyCustomDomain(ctx, requestHost(req.headers)),
);
