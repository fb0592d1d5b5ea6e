// POST /api/selfservice/domain/deleteCustomDomain – remove the group's custom domain (admins, audited).
import { route } from "@/lib/api/route";
import { deleteCustomDomain } from "@/lib/security-settings/delete-custom-domain";

export const POST = route({ area: "settings", permission: "settings.manage" }, (ctx) => deleteCustomDomain(ctx));
