// POST /api/integrations/{id}/disable – stop an integration (commands waiting for a code are cancelled)
import { route } from "@/lib/api/route";
import { disableIntegration } from "@/lib/integrations/disable-integration";
import { ZIntegrationIdParam } from "@/lib/integrations/integrations.types";

export const POST = route(
  { input: ZIntegrationIdParam, area: "payroll", permission: "integrations.manage" },
  disableIntegration,
);
