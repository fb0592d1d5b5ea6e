// POST /api/integrations/{id}/reauth – new portal credentials {password, username?, customer_code?, secret?}; a login command checks them
import { route } from "@/lib/api/route";
import { ZReauthIntegrationInput } from "@/lib/integrations/integrations.types";
import { reauthIntegration } from "@/lib/integrations/reauth-integration";

export const POST = route(
  { input: ZReauthIntegrationInput, area: "payroll", permission: "integrations.manage" },
  reauthIntegration,
);
