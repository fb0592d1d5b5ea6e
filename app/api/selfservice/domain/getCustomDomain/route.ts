// GET /api/selfservice/domain/getCustomDomain – the group's custom domain and the CNAME to create (admins; read-only admins may look).
import { route } from "@/lib/api/route";
import { requestHost } from "@/lib/branding/request-host";
import { getCustomDomain } from "@/lib/security-settings/get-custom-domain";

export const GET = route({ area: "settings" }, (ctx, _input, req) => getCustomDomain(ctx, requestHost(req.headers)));
