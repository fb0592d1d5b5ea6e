// GET /api/integrations/list – the company's payroll integrations {integrations: [...]} (secrets masked)
import { route } from "@/lib/api/route";
import { listIntegrations } from "@/lib/integrations/list-integrations";

export const GET = route({ area: "payroll", permission: "integrations.read" }, (ctx) => listIntegrations(ctx));
