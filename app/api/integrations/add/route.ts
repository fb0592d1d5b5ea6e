// POST /api/integrations/add – connect a payroll provider {provider, alias, username, customer_code, password, secret?}; a first login command starts
import { route } from "@/lib/api/route";
import { addIntegration } from "@/lib/integrations/add-integration";
import { ZAddIntegrationInput } from "@/lib/integrations/integrations.types";

export const POST = route(
  { input: ZAddIntegrationInput, area: "payroll", permission: "integrations.manage" },
  addIntegration,
);
